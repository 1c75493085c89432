import { SignedInFrame } from './signed-in-frame';
import { WelcomeCard } from './welcome-card';

/** / and /dashboard/dashboard: the minimal signed-in home until the shell and dashboard arrive. */
export function HomePage() {
  return (
    <SignedInFrame>
      <WelcomeCard />
    </SignedInFrame>
  );
}
