import type { AuthContext } from './auth-context';

/**
 * The port through which HTTP calls and hub connections establish who is calling. Identity
 * implements it and app.ts wires it in as `app.authenticator`; the platform and the hubs use only
 * this, so both authenticate the very same way.
 */
export interface Authenticator {
  /** The access token carried by an `Authorization` header ("Bearer <token>"), or null. */
  bearerToken(authorizationHeader: string | undefined): string | null;
  /**
   * The caller behind an access token of a live session. Throws the platform's AppErrors: 401 for
   * a bad or expired token (the portal refreshes and replays), 403 20000 for an ended session.
   */
  authenticate(accessToken: string): Promise<AuthContext>;
}
