import { WelcomeCard } from './welcome-card';
import './home.css';

/** / and /dashboard/dashboard: the workbench home inside the shell's page area. */
export function HomePage() {
  return <WelcomeCard />;
}
