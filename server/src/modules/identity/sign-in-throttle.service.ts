import { normalizeIP } from '@fastify/rate-limit';
import { ERROR_CODES } from '@workbench/contracts';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { oneAtATimeAll } from './one-at-a-time';
import {
  deleteFailures,
  deleteFailuresBefore,
  deleteFailuresById,
  deletePlainCardFailures,
  type FailureKey,
  insertFailures,
  lockKeys,
  rowTimeAt,
  windowsOf,
} from './sign-in-failures.repository';

export type SignInLimits = Config['signInLimits'];

/**
 * What a sign-in attempt is counted against. The account key is the name the caller typed, or
 * the keyed hash of the card number they swiped, known or not, so that guessing an unknown one
 * costs as much as a known one; a card number itself is never stored in the failures table.
 */
export interface AttemptSubject {
  /** "account" for a user name, "card" for a card number's keyed hash; absent for face sign-in. */
  account?: { scope: 'account' | 'card'; key: string };
  address: string;
}

/** A 429 that says when to come back; the routes put it in Retry-After. */
export class SignInThrottled extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    messageKey: string,
    params: Record<string, number>,
  ) {
    super(429, ERROR_CODES.business, messageKey, params);
  }
}

interface SubjectKeys {
  /** Every attempt from the client address (IPv6 per /64, as one client usually holds one). */
  address: FailureKey;
  /** The account from this address: the hard limit a single source can never pass. */
  pair?: FailureKey;
  /** The account from everywhere: past its ceiling, attempts are slowed, never refused for long. */
  account?: FailureKey;
}

/** An attempt that may be checked; its rows count as a failure unless forgiven. */
export interface Reservation {
  keys: SubjectKeys;
  ids: string[];
}

function keysOf(subject: AttemptSubject): SubjectKeys {
  const address = normalizeIP(subject.address);
  const keys: SubjectKeys = { address: { scope: 'address', key: address } };
  if (subject.account) {
    const name = subject.account.key.trim().toLowerCase();
    keys.account = { scope: subject.account.scope, key: name };
    // The address has no spaces, so "<address> <name>" cannot be read two ways.
    keys.pair = { scope: `${subject.account.scope}@address`, key: `${address} ${name}` };
  }
  return keys;
}

const listOf = (keys: SubjectKeys): FailureKey[] =>
  [keys.pair, keys.account, keys.address].filter((k): k is FailureKey => k !== undefined);

const windowMs = (limits: SignInLimits) => limits.windowMinutes * 60_000;

/** 1 s once the account's ceiling is reached, doubling with each further failure, up to the maximum. */
function slowdownMs(limits: SignInLimits, accountFailures: number): number {
  const doublings = accountFailures - limits.accountSlowdownFailures;
  return Math.min(1000 * 2 ** doublings, limits.maxDelaySeconds * 1000);
}

const secondsUntil = (when: number, now: Date) => Math.max(1, Math.ceil((when - now.getTime()) / 1000));

type Verdict = { kind: 'reserved'; ids: string[] } | { kind: 'locked' | 'slowed'; error: SignInThrottled };
type Refusal = Exclude<Verdict, { kind: 'reserved' }>;

/** Whether the attempt must be refused now, from the keys' windows as `db` sees them. */
async function refusalOf(
  db: DbOrTx,
  limits: SignInLimits,
  keys: SubjectKeys,
  now: Date,
  familiar: boolean,
): Promise<Refusal | null> {
  const since = new Date(now.getTime() - windowMs(limits));
  const all = listOf(keys);
  const windows = await windowsOf(db, all, since);
  const windowOf = (key: FailureKey | undefined) => (key ? windows[all.indexOf(key)] : undefined);
  const hard: [FailureKey | undefined, number][] = [
    [keys.address, limits.addressFailures],
    [keys.pair, limits.accountFailures],
  ];
  let lockedUntil = 0;
  for (const [key, limit] of hard) {
    const count = windowOf(key)?.count ?? 0;
    if (!key || count < limit) continue;
    // Free again when enough of its oldest rows have left the window.
    const oldest = await rowTimeAt(db, key, since, count - limit);
    lockedUntil = Math.max(lockedUntil, (oldest ?? now).getTime() + windowMs(limits));
  }
  if (lockedUntil > 0) {
    const seconds = secondsUntil(lockedUntil, now);
    const error = new SignInThrottled(seconds, 'identity.tooManySignInAttempts', { minutes: Math.ceil(seconds / 60) });
    return { kind: 'locked', error };
  }
  const account = windowOf(keys.account);
  if (!familiar && account?.latest && account.count >= limits.accountSlowdownFailures) {
    const nextAt = account.latest.getTime() + slowdownMs(limits, account.count);
    if (nextAt > now.getTime()) {
      const seconds = secondsUntil(nextAt, now);
      return { kind: 'slowed', error: new SignInThrottled(seconds, 'identity.signInSlowedDown', { seconds }) };
    }
  }
  return null;
}

/**
 * Lock the keys, count their windows, and either refuse or insert the attempt's rows, in one
 * short transaction: no more attempts are ever checked than the limits allow, however many
 * arrive at once and on whichever instance. The password is checked after it commits. An
 * attempt already refused by a plain read (most of a burst) costs no transaction at all.
 */
async function tryReserve(
  db: Db,
  limits: SignInLimits,
  keys: SubjectKeys,
  now: Date,
  familiar: boolean,
): Promise<Verdict> {
  const early = await refusalOf(db, limits, keys, now, familiar);
  if (early) return early;
  const all = listOf(keys);
  return oneAtATimeAll(
    all.map((k) => `${k.scope}:${k.key}`),
    () =>
      db.transaction(async (tx): Promise<Verdict> => {
        await lockKeys(tx, all);
        const refusal = await refusalOf(tx, limits, keys, now, familiar);
        return refusal ?? { kind: 'reserved', ids: await insertFailures(tx, all, now) };
      }),
  );
}

/**
 * Reserves a sign-in attempt before its secret is checked, or throws SignInThrottled (429).
 * `isFamiliar` tells whether the account has signed in from this address before: such an
 * address is not slowed by failures from elsewhere (only by its own), so an attack on the
 * account from other places cannot keep its owner out of a usual terminal.
 */
export async function reserveAttempt(
  db: Db,
  limits: SignInLimits,
  subject: AttemptSubject,
  now: Date,
  isFamiliar?: () => Promise<boolean>,
): Promise<Reservation> {
  const keys = keysOf(subject);
  let verdict = await tryReserve(db, limits, keys, now, false);
  // Asked only when it matters, and outside the transaction: it is a fact about the past.
  if (verdict.kind === 'slowed' && isFamiliar && (await isFamiliar())) {
    verdict = await tryReserve(db, limits, keys, now, true);
  }
  if (verdict.kind !== 'reserved') throw verdict.error;
  // Rows that left the window count no more; dropping them keeps the table small.
  await deleteFailuresBefore(db, listOf(keys), new Date(now.getTime() - windowMs(limits)));
  return { keys, ids: verdict.ids };
}

/**
 * A successful attempt is not a failure: its own rows go, and so do the failures of the account
 * from this address (the owner's typos). Failures from other addresses stay, so one person
 * getting in never resets the count of someone guessing elsewhere, nor the address's count.
 */
export async function forgiveAttempt(db: DbOrTx, reservation: Reservation): Promise<void> {
  await deleteFailuresById(db, reservation.ids);
  if (reservation.keys.pair) await deleteFailures(db, reservation.keys.pair);
}

/** At start: card failures an earlier version counted under the card number itself are dropped. */
export function forgetPlainCardFailures(db: DbOrTx): Promise<void> {
  return deletePlainCardFailures(db);
}
