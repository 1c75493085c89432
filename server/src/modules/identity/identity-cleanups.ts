import { BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { JobKindDefinition } from '../../platform/scheduler/scheduler';
import { deleteAllSessionsEndedBefore, deleteRefreshTokensExpiredBefore } from './sessions.repository';
import { deleteAllFailuresBefore } from './sign-in-failures.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IdentityCleanUpDeps {
  db: Db;
  /** REFRESH_TOKEN_DAYS: how long an ended session and an expired refresh token are kept. */
  refreshTokenDays: number;
  /** SIGN_IN_WINDOW_MINUTES: the longest window a sign-in failure counts in. */
  signInWindowMinutes: number;
  now(): Date;
}

/**
 * Ended sessions and expired refresh tokens, kept for REFRESH_TOKEN_DAYS after they ended (as
 * the sweep at each sign-in keeps them: "recently ended" sessions still tell the sign-in
 * throttle which addresses an account signed in from), then deleted for every account at once.
 */
export async function cleanUpSessions(deps: IdentityCleanUpDeps) {
  const before = new Date(deps.now().getTime() - deps.refreshTokenDays * DAY_MS);
  const sessions = await deleteAllSessionsEndedBefore(deps.db, before);
  const refreshTokens = await deleteRefreshTokensExpiredBefore(deps.db, before);
  return { sessions, refreshTokens };
}

/** Sign-in failures older than the throttle's window, which no longer count for anything. */
export function cleanUpSignInFailures(deps: IdentityCleanUpDeps): Promise<number> {
  return deleteAllFailuresBefore(deps.db, new Date(deps.now().getTime() - deps.signInWindowMinutes * 60_000));
}

/** `identity.cleanUpSessions` and `identity.cleanUpSignInFailures`, each with a built-in job. */
export function identityCleanUpKinds(deps: IdentityCleanUpDeps): JobKindDefinition[] {
  return [
    {
      kind: 'identity.cleanUpSessions',
      creatable: false,
      builtIn: [
        { key: 'identity.cleanUpSessions', name: BUILT_IN_JOB_NAMES['identity.cleanUpSessions'], cron: '10 3 * * *' },
      ],
      async run(context) {
        const removed = await cleanUpSessions(deps);
        context.log(`${removed.sessions} ended sessions and ${removed.refreshTokens} expired refresh tokens deleted`);
      },
    },
    {
      kind: 'identity.cleanUpSignInFailures',
      creatable: false,
      builtIn: [
        {
          key: 'identity.cleanUpSignInFailures',
          name: BUILT_IN_JOB_NAMES['identity.cleanUpSignInFailures'],
          cron: '0 * * * *',
        },
      ],
      async run(context) {
        const removed = await cleanUpSignInFailures(deps);
        context.log(`${removed} sign-in failures older than ${deps.signInWindowMinutes} minutes deleted`);
      },
    },
  ];
}
