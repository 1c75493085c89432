/**
 * The new-password rules of docs/spec.md §5, enforced by portal and service alike:
 * 6 to 16 characters with at least one digit, one uppercase letter, one lowercase
 * letter and one special character from !@#$%^&*?().
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const PASSWORD_SPECIALS = '!@#$%^&*?()';

export type PasswordRule = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';

/** Returns the rules the password breaks; an empty list means it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) broken.push('length');
  if (!/[0-9]/.test(password)) broken.push('digit');
  if (!/[a-z]/.test(password)) broken.push('lowercase');
  if (!/[A-Z]/.test(password)) broken.push('uppercase');
  if (![...password].some((ch) => PASSWORD_SPECIALS.includes(ch))) broken.push('special');
  return broken;
}

export function isAcceptablePassword(password: string): boolean {
  return brokenPasswordRules(password).length === 0;
}
