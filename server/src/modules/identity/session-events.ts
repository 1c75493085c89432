import { EventEmitter } from 'node:events';

export type SessionRevokedReason =
  | 'signedInElsewhere'
  | 'loggedOut'
  | 'refreshTokenReused'
  | 'passwordChanged'
  | 'accountDisabled'
  | 'accountDeleted';

export interface SessionRevokedEvent {
  userId: string;
  sessionId: string;
  reason: SessionRevokedReason;
}

interface SessionEventMap {
  revoked: [SessionRevokedEvent];
}

/**
 * Sessions ended by this process, announced after the change is committed. The monitor hub
 * listens to push LogOutOnAccessToken to the ended session's connections (API.md §2, §6).
 * Listeners must not throw; a throwing listener is caught so that it cannot fail a sign-in.
 */
export const sessionEvents = new EventEmitter<SessionEventMap>();

export function announceRevoked(events: readonly SessionRevokedEvent[]): void {
  for (const event of events) {
    try {
      sessionEvents.emit('revoked', event);
    } catch {
      // A broken listener is the listener's problem; the session is ended either way.
    }
  }
}
