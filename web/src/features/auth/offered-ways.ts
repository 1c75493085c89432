import { type SignInWay, signInWaysOf } from '@workbench/contracts';

/** The ways this page has a form for: every way config.json's `login` can list. */
export type OfferedWay = SignInWay;

/** config.json's `login`, in its order (password when it lists none: see signInWaysOf). */
export function offeredWays(login: string): OfferedWay[] {
  return signInWaysOf(login);
}
