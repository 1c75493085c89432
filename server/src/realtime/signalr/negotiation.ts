import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a negotiated connection token waits for its WebSocket. */
export const NEGOTIATION_TTL_MS = 30_000;

/** The negotiate answer of TransportProtocols.md: WebSockets only, text (JSON) frames. */
export interface NegotiateResponse {
  negotiateVersion?: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: { transport: 'WebSockets'; transferFormats: ('Text' | 'Binary')[] }[];
}

// HKDF's salt and info keep this key apart from every other use of the secret it comes from.
const KEY_SALT = 'workbench-hub-negotiation';
const KEY_INFO = 'connection-token/v1';
const MAC_BYTES = 32;

/**
 * The key that signs connection tokens, derived from a secret every instance on the same
 * database shares (the installation's ticket key). Knowing it reveals nothing of that secret,
 * and a token's signature cannot pass for a ticket or an access token.
 */
export function negotiationKey(sharedSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', sharedSecret, KEY_SALT, KEY_INFO, 32));
}

const newId = () => randomBytes(16).toString('base64url');

/**
 * Connection tokens handed out by `<hub>/negotiate` and redeemed by the WebSocket that follows
 * (`?id=`). A token is `<connection id>.<expiry>.<signature>`, the signature an HMAC-SHA256 over
 * id, sign-on session and expiry: any instance with the same key can check it, so negotiate and
 * WebSocket may reach different instances behind a load balancer. It belongs to the session that
 * asked for it (nobody else's socket can take it over) and lapses after NEGOTIATION_TTL_MS.
 * Version 1 keeps the connection id (which the server may tell others) apart from the token
 * (which only the client knows); version 0 clients use the token as their id.
 *
 * An instance refuses a token it has already redeemed; another instance cannot know, which
 * ADR 0008 accepts: a replay needs the same session's access token and lands within 30 s.
 */
export class Negotiations {
  /** Tokens this instance redeemed, until they would have expired anyway. */
  private readonly redeemed = new Map<string, number>();

  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  negotiate(sessionId: string, requestedVersion: number): NegotiateResponse {
    const connectionId = newId();
    const expiresAt = this.now() + NEGOTIATION_TTL_MS;
    const signed = `${connectionId}.${expiresAt.toString(36)}`;
    const connectionToken = `${signed}.${this.sign(signed, sessionId).toString('base64url')}`;
    const availableTransports = [
      { transport: 'WebSockets' as const, transferFormats: ['Text' as const, 'Binary' as const] },
    ];
    return requestedVersion >= 1
      ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
      : { connectionId: connectionToken, availableTransports };
  }

  /** The connection id of a token of this session; null when forged, expired, used here or someone else's. */
  redeem(connectionToken: string, sessionId: string): string | null {
    const parts = connectionToken.split('.');
    if (parts.length !== 3) return null;
    const [connectionId = '', expiry = '', signature = ''] = parts;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(`${connectionId}.${expiry}`, sessionId);
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number.parseInt(expiry, 36);
    const now = this.now();
    if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return null;
    this.forgetExpired(now);
    if (this.redeemed.has(connectionToken)) return null;
    this.redeemed.set(connectionToken, expiresAt);
    return connectionId;
  }

  private sign(signed: string, sessionId: string): Buffer {
    return createHmac('sha256', this.key).update(`${signed}.${sessionId}`).digest();
  }

  /** Oldest first, stopping at the first still valid: redeemed roughly in expiry order, cheap at any rate. */
  private forgetExpired(now: number): void {
    for (const [token, expiresAt] of this.redeemed) {
      if (expiresAt >= now) return;
      this.redeemed.delete(token);
    }
  }
}
