import { resolveLanguage } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/identity/access-tokens';
import { identityContextOf } from '../modules/identity/identity-context';
import { authenticate } from '../modules/identity/sessions.service';
import { userRoles } from '../modules/roles/roles.table';
import { AppError } from '../platform/errors';
import type { Caller } from './realtime';

/**
 * The access token of a hub request: the `access_token` query parameter (browsers cannot set
 * headers on a WebSocket) or the Bearer header (negotiate, Node clients).
 */
export function hubAccessToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  return bearerToken(request.headers.authorization);
}

/** Who calls, from a valid access token of a live session; null refuses the connection. */
export async function hubCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const token = hubAccessToken(request);
  if (!token) return null;
  let auth: Awaited<ReturnType<typeof authenticate>>;
  try {
    auth = await authenticate(identityContextOf(app), token);
  } catch (error) {
    // An invalid token or an ended session is a refusal; anything else is the server's failure.
    if (error instanceof AppError) return null;
    throw error;
  }
  const roles = await app.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, auth.userId));
  return {
    userId: auth.userId,
    userName: auth.userName,
    sessionId: auth.sessionId,
    roleIds: roles.map((row) => row.roleId),
    language: resolveLanguage(request.headers['accept-language']),
  };
}
