import { reactionTo } from '../api/error-catalogue';
import { configureHttpClient } from '../api/http-client';
import { extendTicket } from '../api/identity/extend-ticket';
import { refreshToken } from '../api/identity/refresh-token';
import { createRefreshQueue } from '../api/refresh-queue';
import { createTicketChecker } from '../api/ticket-check';
// By file, not through features/auth/index.ts: the index also exports the antd dialog, which
// must stay out of the entry chunk.
import { endSession, hasSession } from '../features/auth/session-end';
import { translate } from '../i18n/translate';
import { readAccessToken, readRefreshToken, readTicket } from '../stores/session-cookies';
import { useSessionStore } from '../stores/session-store';
import { currentRoutePath } from '../ui/navigation';
import { showErrorModal } from '../ui/notices';

/**
 * Connects the HTTP client to the session, the error catalogue (docs/spec.md §8), refresh-and-replay
 * (docs/spec.md §4) and the ticket-extension check (docs/spec.md §7). Called once at start-up.
 */
export function wireHttpClient(): void {
  const ticketChecker = createTicketChecker({
    extend: () => {
      const ticket = readTicket();
      return ticket ? extendTicket(ticket) : Promise.resolve(true);
    },
    onExpired: () => {
      if (!hasSession()) return;
      void showErrorModal(translate('error.ticketExpired'));
      void endSession();
    },
  });

  const refreshQueue = createRefreshQueue({
    currentToken: readAccessToken,
    async refresh() {
      const session = useSessionStore.getState();
      const result = await refreshToken(session.userName, readRefreshToken());
      session.signIn(result);
      ticketChecker.reset();
      return result.accessToken;
    },
    onRefreshFailed: (error) => {
      console.warn('Token refresh failed; signing out', error);
      if (hasSession()) void endSession({ returnHere: true });
    },
  });

  configureHttpClient({
    getAccessToken: readAccessToken,
    getTicket: readTicket,
    getLanguage: () => useSessionStore.getState().language,
    refreshQueue,
    onError(error, present) {
      const reaction = reactionTo(error, translate);
      if (reaction.action === 'modal') {
        if (present) void showErrorModal(reaction.message);
      } else if (reaction.action === 'modal-then-logout' && hasSession()) {
        // The session ends whether or not the caller shows the message itself; once, however
        // many calls were refused with it.
        if (present) void showErrorModal(reaction.message);
        void endSession();
      }
    },
    afterSuccess(requestPath) {
      void ticketChecker.afterResponse({
        userName: useSessionStore.getState().userName,
        routePath: currentRoutePath(),
        requestPath,
        hasTicket: Boolean(readTicket()),
      });
    },
  });
}
