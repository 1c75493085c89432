/**
 * config.json's `login` (docs/spec.md §3): the ways the sign-in page offers, e.g. "password",
 * "card" or "password,card". The page offers them in this order and opens on the first; the
 * service refuses a way that is not listed, so turning one off is more than hiding its form.
 */
export const SIGN_IN_WAYS = ['password', 'card', 'face'] as const;
export type SignInWay = (typeof SIGN_IN_WAYS)[number];

const isSignInWay = (word: string): word is SignInWay => (SIGN_IN_WAYS as readonly string[]).includes(word);

/**
 * The ways named in `login`, separated by commas, spaces, semicolons or bars, each once, in order.
 * Unknown words are ignored; when none is known (an empty or mistyped setting), password sign-in
 * stays, so that a typo never locks everyone out.
 */
export function signInWaysOf(login: string): SignInWay[] {
  const ways: SignInWay[] = [];
  for (const word of login.toLowerCase().split(/[\s,;|]+/)) {
    if (isSignInWay(word) && !ways.includes(word)) ways.push(word);
  }
  return ways.length > 0 ? ways : ['password'];
}
