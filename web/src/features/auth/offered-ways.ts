import { type SignInWay, signInWaysOf } from '@workbench/contracts';

/** The ways this page has a form for; face sign-in has none yet and is left out of the switch. */
export type OfferedWay = Extract<SignInWay, 'password' | 'card'>;
const OFFERED: readonly SignInWay[] = ['password', 'card'] satisfies OfferedWay[];

const isOffered = (way: SignInWay): way is OfferedWay => OFFERED.includes(way);

/** config.json's `login`, in its order, as far as this page offers them; password when none is left. */
export function offeredWays(login: string): OfferedWay[] {
  const ways = signInWaysOf(login).filter(isOffered);
  return ways.length > 0 ? ways : ['password'];
}
