import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  userName: string;
  sessionId: string;
}

const ALGORITHM = 'HS256';

/** A short-lived JWT: sub = user id, sid = session id, name = user name. */
export async function signAccessToken(
  key: Uint8Array,
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

/** The claims of a valid, unexpired token signed with our key; null for anything else. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const { sub, sid, name } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof name !== 'string') return null;
    return { userId: sub, userName: name, sessionId: sid };
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
