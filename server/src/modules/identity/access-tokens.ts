import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  userName: string;
  sessionId: string;
}

const ALGORITHM = 'HS256';

/** A short-lived JWT: sub = user id, sid = session id, name = user name. */
export async function signAccessToken(
  key: webcrypto.CryptoKey,
  claims: AccessTokenClaims,
  lifetimeSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, name: claims.userName })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key);
}

interface VerifiedToken {
  claims: AccessTokenClaims;
  expiresAtMs: number;
}

/**
 * Tokens whose signature this key has already checked. Every guarded call presents the same
 * token again and again for its whole lifetime; its bytes cannot change, so the HMAC need not be
 * computed again. Expiry is still checked on every call. Bounded: cleared when full.
 */
const verifiedTokens = new WeakMap<object, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 20_000;

function verifiedTokensOf(key: webcrypto.CryptoKey): Map<string, VerifiedToken> {
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  return tokens;
}

/** The claims of a valid, unexpired token signed with our key; null for anything else. */
export async function verifyAccessToken(key: webcrypto.CryptoKey, token: string): Promise<AccessTokenClaims | null> {
  const known = verifiedTokensOf(key);
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    known.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const { sub, sid, name, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof name !== 'string') return null;
    const claims = { userId: sub, userName: name, sessionId: sid };
    if (typeof exp === 'number') {
      if (known.size >= MAX_VERIFIED_TOKENS) known.clear();
      known.set(token, { claims, expiresAtMs: exp * 1000 });
    }
    return claims;
  } catch {
    // Malformed, badly signed and expired tokens all mean the same to the caller: sign in again.
    return null;
  }
}

/** The token of an "Authorization: Bearer <token>" header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
