import type { DomainEvent, SessionEndReason } from '@workbench/contracts';

/** A session that ended, as identity's writes return it. */
export interface EndedSession {
  userId: string;
  sessionId: string;
}

/**
 * What a change to accounts tells the rest of the system: the accounts changed (their cached
 * rows are stale) and, when sessions ended with it, which ones and why (their screens are told
 * and their hub connections closed, on every instance).
 */
export function accountChangeEvents(
  userIds: readonly string[],
  ended: readonly EndedSession[] = [],
  reason: SessionEndReason = 'signedOut',
): DomainEvent[] {
  const events: DomainEvent[] = [];
  if (userIds.length > 0) events.push({ type: 'accounts.changed', userIds: [...new Set(userIds)] });
  if (ended.length > 0) events.push(sessionsEnded(ended, reason));
  return events;
}

export function sessionsEnded(ended: readonly EndedSession[], reason: SessionEndReason): DomainEvent {
  return { type: 'session.ended', sessions: [...ended], reason };
}
