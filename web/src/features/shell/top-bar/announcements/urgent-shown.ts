/**
 * The urgent announcements that have opened by themselves on this screen, per user: each opens
 * once, whatever reads the list again after (a hub message, the panel, a failed markRead).
 */
const shown = new Set<string>();

const keyOf = (userId: string, noticeId: string) => `${userId}\u0000${noticeId}`;

export function urgentShown(userId: string, noticeId: string): boolean {
  return shown.has(keyOf(userId, noticeId));
}

export function rememberUrgentShown(userId: string, noticeId: string): void {
  shown.add(keyOf(userId, noticeId));
}

/** Tests start each case from a fresh screen. */
export function forgetUrgentShown(): void {
  shown.clear();
}
