import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A refresh token: 256 random bits, shown once to the client and stored only as a hash. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token or ticket; a leaked table does not give usable credentials. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The ticket of a session, derived with the installation's ticket key. Deriving instead of
 * storing it lets a refresh hand the same ticket back (LoginResult always carries one) while the
 * table keeps only its hash; without the key a ticket cannot be forged from a session id.
 */
export function ticketFor(ticketKey: Buffer, sessionId: string): string {
  return createHmac('sha256', ticketKey).update(`ticket:${sessionId}`).digest('base64url');
}
