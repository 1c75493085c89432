import type { CoreLanguage } from '@workbench/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import type { AuthContext } from './auth/auth-context';
import type { Authenticator } from './auth/authenticator';
import type { GrantReader } from './auth/grant-reader';
import type { SigningKeys } from './auth/signing-keys';
import type { DomainEvents } from './events/domain-events';
import type { Scheduler } from './scheduler/scheduler';

/**
 * What the platform adds to Fastify's types. Routes read `app.db`, `request.auth` and
 * `request.language`; a route opts out of the access-token check with `config: { public: true }`
 * and out of the answer envelope with `config: { envelope: false }`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The shared Redis connection when REDIS_URL is set, otherwise null. */
    redis: Redis | null;
    signingKeys: SigningKeys;
    /**
     * The installation key (SECRETS_KEY, or the one generated into DATA_DIR), loaded once at start.
     * A module that needs a key for a purpose of its own derives one (secrets/sub-key.ts) instead
     * of using this one for a second job.
     */
    installationKey: Buffer;
    /** Port: who calls, from an access token (HTTP calls and hub connections alike). */
    authenticator: Authenticator;
    /** Port: what a user may do, for the permission guard and the hubs. */
    grants: GrantReader;
    /** Port: timed work; modules register their job kinds with it (the jobs module runs them). */
    scheduler: Scheduler;
    /** The change-event spine: services publish after commit, caches and hubs subscribe. */
    events: DomainEvents;
    /** The hubs: modules register hub methods and publish to connections through it. */
    realtime: Realtime;
  }

  interface FastifyRequest {
    /** The signed-in caller. Reading it on a route that did not authenticate answers 401. */
    readonly auth: AuthContext;
    /** Set by the auth check; null on public routes and before the check ran. */
    authContext: AuthContext | null;
    /** The caller's language, from Accept-Language (docs/api.md §1). */
    language: CoreLanguage;
  }

  interface FastifyReply {
    /** Text put in the success envelope's `message` (e.g. "Your password has been changed."). */
    successMessage: string;
  }

  interface FastifyContextConfig {
    /** The route answers without an access token (sign-in, refresh, static files). */
    public?: boolean;
    /** false: the handler's answer is sent as it is, without the API envelope. */
    envelope?: boolean;
  }
}
