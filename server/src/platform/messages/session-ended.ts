import type { SessionEndReason } from '@workbench/contracts';

/**
 * The message that tells a user why their session ended: on the screens the server pushes it to,
 * and in the 20000 answer of their next call. A user who signed out needs no explanation.
 */
export function sessionEndedMessageKey(reason: string | null | undefined): string {
  switch (reason as SessionEndReason | null | undefined) {
    case 'signedInElsewhere':
      return 'errors.signedInElsewhere';
    case 'disabled':
    case 'deleted':
      return 'errors.accountDisabled';
    case 'passwordReset':
      return 'errors.passwordReset';
    case 'passwordChanged':
      return 'errors.passwordChangedElsewhere';
    default:
      return 'errors.sessionEnded';
  }
}
