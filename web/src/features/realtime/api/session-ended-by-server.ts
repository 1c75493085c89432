import { isApiError } from '../../../api/api-error';
import { refreshAfterUnauthorized } from '../../../api/http-client';
import { translate } from '../../../i18n/translate';
import { readAccessToken } from '../../../stores/session-cookies';
import { showErrorModal } from '../../../ui/notices';
import { endSession, hasSession } from '../../auth';
import { sessionEndedText } from '../rules/session-ended-text';
import type { HubRefusedError } from './hub-refusal';

/** Counts the sessions ended here, so that a refusal racing with a push shows one message, not two. */
let sessionsEnded = 0;

/**
 * The session ended on the server's word: the message stays until closed; the session is cleared
 * without a server call; the sign-in page brings the user back to this page.
 */
function endSessionSaying(text: string): void {
  if (!hasSession()) return;
  sessionsEnded += 1;
  void showErrorModal(text);
  void endSession({ returnHere: true });
}

/**
 * LogOutOnAccessToken: the server ended the session (another sign-in, the account disabled or
 * removed, the password reset or changed; docs/spec.md §8). Said in the screen's language, in the
 * portal's words where it has them (rules/session-ended-text.ts).
 */
export function sessionEndedByServer(message: string, reason?: string): void {
  endSessionSaying(sessionEndedText(message, reason, translate));
}

/** The server's own message of a failed refresh, when it gave one. */
function refreshFailureMessage(error: unknown): string {
  return isApiError(error) && error.kind === 'session-ended' && error.serverMessage
    ? error.serverMessage
    : translate('error.sessionEnded');
}

/**
 * A hub refused the session. A 403/20000 ends it at once; a 401 is one refresh through the
 * portal's shared refresh-and-replay (three hubs refused together refresh once) and a new
 * connect with the new token. When the refresh fails the refresh queue has already cleared the
 * session (docs/spec.md §8); a wallboard nobody touches must still say why, so the message is shown
 * here, unless the server's push already ended the session with its own.
 */
export async function renewHubAccess(refusal: HubRefusedError): Promise<boolean> {
  if (!hasSession()) return false;
  if (refusal.sessionEnded) {
    // An HTTP answer, in the language this client's negotiate asked for.
    endSessionSaying(refusal.serverMessage ?? translate('error.sessionEnded'));
    return false;
  }
  const endedBefore = sessionsEnded;
  try {
    await refreshAfterUnauthorized(refusal.token ?? readAccessToken() ?? '');
    return hasSession();
  } catch (error) {
    if (sessionsEnded === endedBefore) {
      sessionsEnded += 1;
      void showErrorModal(refreshFailureMessage(error));
      if (hasSession()) void endSession({ returnHere: true });
    }
    return false;
  }
}
