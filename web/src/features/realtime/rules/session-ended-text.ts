import { SESSION_END_REASONS, type SessionEndReason } from '@workbench/contracts';

/** The portal's own text of each reason a server gives for ending a session. */
const TEXT_KEY_OF_REASON: Record<SessionEndReason, string> = {
  signedInElsewhere: 'realtime.loggedInElsewhere',
  disabled: 'realtime.sessionEnded.accountDisabled',
  deleted: 'realtime.sessionEnded.accountDisabled',
  passwordReset: 'realtime.sessionEnded.passwordReset',
  passwordChanged: 'realtime.sessionEnded.passwordChangedElsewhere',
  refreshTokenReused: 'error.sessionEnded',
  signedOut: 'error.sessionEnded',
};

function isKnownReason(reason: string): reason is SessionEndReason {
  return (SESSION_END_REASONS as readonly string[]).includes(reason);
}

/**
 * What the box of LogOutOnAccessToken(message, reason) says, in the language the screen shows.
 * The server writes `message` in the language the hub connection's browser asked for, which need
 * not be the screen's, so the portal says it in its own words wherever it knows what happened:
 * - a reason the portal knows: its own text of that reason;
 * - no reason at all: the original platform backend, which pushes only docs/spec.md §8's "logged in
 *   elsewhere" (the specification fixes that message), so the portal's own text of it, whatever
 *   language the server's text is in;
 * - a reason the portal does not know (a newer server): the portal has no words of its own, so the
 *   server's message, or the portal's general "session ended" when there is none.
 */
export function sessionEndedText(
  message: string,
  reason: string | undefined,
  translate: (key: string) => string,
): string {
  if (reason === undefined) return translate(TEXT_KEY_OF_REASON.signedInElsewhere);
  if (isKnownReason(reason)) return translate(TEXT_KEY_OF_REASON[reason]);
  return message.trim() || translate('error.sessionEnded');
}
