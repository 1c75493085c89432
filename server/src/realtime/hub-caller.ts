import { resolveLanguage } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../platform/auth/auth-context';
import { AppError } from '../platform/errors';
import type { Caller } from './realtime';

/**
 * The access token of a hub request: the `access_token` query parameter (browsers cannot set
 * headers on a WebSocket) or the Bearer header (negotiate, Node clients).
 */
export function hubAccessToken(app: FastifyInstance, request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  return app.authenticator.bearerToken(request.headers.authorization);
}

/**
 * Who calls, from a valid access token of a live session; null refuses the connection. Uses the
 * same authenticator as HTTP calls, so a token refused there is refused here.
 */
export async function hubCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const token = hubAccessToken(app, request);
  if (!token) return null;
  let auth: AuthContext;
  try {
    auth = await app.authenticator.authenticate(token);
  } catch (error) {
    // An invalid token or an ended session is a refusal; anything else is the server's failure.
    if (error instanceof AppError) return null;
    throw error;
  }
  return {
    userId: auth.userId,
    userName: auth.userName,
    sessionId: auth.sessionId,
    roleIds: await app.grants.roleIdsOf(auth.userId),
    language: resolveLanguage(request.headers['accept-language']),
  };
}
