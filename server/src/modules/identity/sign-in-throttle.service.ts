import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../platform/errors';
import {
  countFailuresSince,
  deleteFailures,
  deleteFailuresBefore,
  type FailureKey,
  insertFailures,
} from './sign-in-failures.repository';

export type SignInLimits = Config['signInLimits'];

/**
 * What a sign-in attempt is counted against. The account key is the name (or card number) the
 * caller typed, known or not, so that guessing an unknown name costs as much as a known one.
 */
export interface AttemptSubject {
  /** "account" for a user name, "card" for a card number; absent for face sign-in. */
  account?: { scope: 'account' | 'card'; key: string };
  address: string;
}

function keysOf(subject: AttemptSubject): FailureKey[] {
  const keys: FailureKey[] = [{ scope: 'address', key: subject.address }];
  if (subject.account) keys.push({ scope: subject.account.scope, key: subject.account.key.trim().toLowerCase() });
  return keys;
}

function windowStart(limits: SignInLimits, now: Date): Date {
  return new Date(now.getTime() - limits.windowMinutes * 60_000);
}

/** Throws 429 when the account or the client address has used up its failures in the window. */
export async function assertAttemptAllowed(
  db: DbOrTx,
  limits: SignInLimits,
  subject: AttemptSubject,
  now: Date,
): Promise<void> {
  const counts = await countFailuresSince(db, keysOf(subject), windowStart(limits, now));
  const accountFailures = subject.account ? (counts.get(subject.account.scope) ?? 0) : 0;
  const addressFailures = counts.get('address') ?? 0;
  if (accountFailures >= limits.accountFailures || addressFailures >= limits.addressFailures) {
    throw tooManyRequests('identity.tooManySignInAttempts', { minutes: Math.ceil(limits.windowMinutes) });
  }
}

export async function recordFailedAttempt(
  db: DbOrTx,
  limits: SignInLimits,
  subject: AttemptSubject,
  now: Date,
): Promise<void> {
  const keys = keysOf(subject);
  await deleteFailuresBefore(db, keys, windowStart(limits, now));
  await insertFailures(db, keys, now);
}

/**
 * A successful sign-in forgives the account's failures but not the address's: one person getting
 * in must not reset the count for someone guessing from the same terminal.
 */
export async function forgiveAccountFailures(db: DbOrTx, subject: AttemptSubject): Promise<void> {
  const account = keysOf(subject).find((k) => k.scope !== 'address');
  if (account) await deleteFailures(db, account);
}
