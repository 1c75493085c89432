import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../platform/auth/authenticator';
import { bearerToken } from './access-tokens';
import { identityContextOf } from './identity-context';
import { authenticate } from './sessions.service';

/** Identity's implementation of the platform's Authenticator port; app.ts wires it in. */
export function identityAuthenticator(app: FastifyInstance): Authenticator {
  const ctx = identityContextOf(app);
  return {
    bearerToken,
    authenticate: (accessToken) => authenticate(ctx, accessToken),
  };
}
