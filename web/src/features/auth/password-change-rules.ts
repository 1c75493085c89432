import { brokenPasswordRules } from '@workbench/contracts';

export type PasswordChangeProblem = 'rules' | 'mismatch';

/** Dictionary keys of the error alert for each problem (docs/spec.md §5). */
export const PROBLEM_MESSAGE_KEYS = {
  rules: 'password.rules',
  mismatch: 'password.mismatch',
} as const satisfies Record<PasswordChangeProblem, string>;

/**
 * docs/spec.md §5: the new password must meet the rules (6–16 characters, a digit, a lowercase, an
 * uppercase and one of !@#$%^&*?()), then equal its confirmation. Null when it may be sent.
 */
export function passwordChangeProblem(newPassword: string, confirmation: string): PasswordChangeProblem | null {
  if (brokenPasswordRules(newPassword).length > 0) return 'rules';
  if (newPassword !== confirmation) return 'mismatch';
  return null;
}
