import { randomBytes } from 'node:crypto';

/** How long a negotiated connection token waits for its WebSocket. */
export const NEGOTIATION_TTL_MS = 30_000;

interface Negotiated {
  connectionId: string;
  sessionId: string;
  expiresAt: number;
}

/** The negotiate answer of TransportProtocols.md: WebSockets only, text (JSON) frames. */
export interface NegotiateResponse {
  negotiateVersion?: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: { transport: 'WebSockets'; transferFormats: ('Text' | 'Binary')[] }[];
}

const token = () => randomBytes(16).toString('base64url');

/**
 * Connection tokens handed out by `<hub>/negotiate` and redeemed once by the WebSocket that
 * follows (`?id=`). A token belongs to the sign-on session that asked for it, so nobody else's
 * socket can take it over. Version 1 keeps the connection id (which the server may tell others)
 * apart from the token (which only the client knows); version 0 clients use the id itself.
 */
export class Negotiations {
  private readonly pending = new Map<string, Negotiated>();

  constructor(private readonly now: () => number = Date.now) {}

  negotiate(sessionId: string, requestedVersion: number): NegotiateResponse {
    this.forgetExpired();
    const connectionId = token();
    const v1 = requestedVersion >= 1;
    const connectionToken = v1 ? token() : connectionId;
    this.pending.set(connectionToken, { connectionId, sessionId, expiresAt: this.now() + NEGOTIATION_TTL_MS });
    const availableTransports = [
      { transport: 'WebSockets' as const, transferFormats: ['Text' as const, 'Binary' as const] },
    ];
    return v1
      ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
      : { connectionId, availableTransports };
  }

  /** The connection id for a token of this session, once; null when unknown, expired or someone else's. */
  redeem(connectionToken: string, sessionId: string): string | null {
    const found = this.pending.get(connectionToken);
    // Someone else's attempt leaves the token to its owner.
    if (!found || found.sessionId !== sessionId) return null;
    this.pending.delete(connectionToken);
    return found.expiresAt < this.now() ? null : found.connectionId;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [key, value] of this.pending) if (value.expiresAt < now) this.pending.delete(key);
  }
}
