import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * How long a call waits for Redis's count before it is counted here instead. Redis answers in
 * about a millisecond; a Redis that takes this long is taken for away, so that no call waits for
 * its connect time-out or the client's retries.
 */
export const REDIS_COUNT_WAIT_MS = 200;
/** While Redis is taken for away, one call in this long asks it again; the others count here at once. */
export const REDIS_RETRY_AFTER_MS = 1_000;

export interface SharedCountOptions {
  redis: Redis;
  /** Prefix of the counters' keys in Redis. */
  nameSpace: string;
  log: FastifyBaseLogger;
  waitMs?: number;
  retryAfterMs?: number;
}

/**
 * The counts of the general rate limit with several instances: in Redis while it answers, so that
 * the limit holds for the installation; in this instance's memory while it does not (not connected,
 * failing, or slower than REDIS_COUNT_WAIT_MS), so that the limit still holds per instance instead
 * of letting every call through. Back in Redis as soon as it answers again: a call that waited too
 * long and is answered late, or the next try after REDIS_RETRY_AFTER_MS.
 *
 * The counts of the two places are not added up: during an outage each instance starts from what
 * it counted itself, and Redis, when it comes back, from what it still holds (nothing, if it was
 * restarted without its data).
 */
class SharedCountWithLocalFallback implements FastifyRateLimitStore {
  /** Whether the last count was kept here rather than in Redis (said once in the log per outage). */
  private countingHere = false;
  /** Until when Redis, having not answered in time, is not asked again. */
  private askAgainAt = 0;

  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly options: Required<SharedCountOptions>,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number, max: number): void {
    const { redis, waitMs, retryAfterMs } = this.options;
    if (redis.status !== 'ready' || Date.now() < this.askAgainAt) {
      this.countHere(key, counted, timeWindow, max);
      return;
    }
    let settled = false;
    const giveUp = () => {
      if (settled) return;
      settled = true;
      this.askAgainAt = Date.now() + retryAfterMs;
      this.countHere(key, counted, timeWindow, max);
    };
    const timer = setTimeout(giveUp, waitMs);
    this.shared.incr(
      key,
      (error, result) => {
        clearTimeout(timer);
        if (error) {
          giveUp();
          return;
        }
        // Redis answered, if only late: the calls after this one count there again.
        this.backInRedis();
        if (settled) return;
        settled = true;
        counted(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(): FastifyRateLimitStore {
    // Routes with a limit of their own would get stores of their own; the general limit has none.
    throw new Error('the general rate limit has no per-route limits');
  }

  private countHere(key: string, counted: Counted, timeWindow: number, max: number): void {
    if (!this.countingHere) {
      this.countingHere = true;
      this.options.log.warn('Rate limit counted per instance: Redis does not answer');
    }
    this.local.incr(key, counted, timeWindow, max);
  }

  private backInRedis(): void {
    this.askAgainAt = 0;
    if (!this.countingHere) return;
    this.countingHere = false;
    this.options.log.info('Rate limit counted in Redis again');
  }
}

/** A store class for @fastify/rate-limit's `store` option (the plugin constructs it itself). */
export function sharedCountWithLocalFallback(options: SharedCountOptions): FastifyRateLimitStoreCtor {
  const settings: Required<SharedCountOptions> = {
    waitMs: REDIS_COUNT_WAIT_MS,
    retryAfterMs: REDIS_RETRY_AFTER_MS,
    ...options,
  };
  return class extends SharedCountWithLocalFallback {
    constructor() {
      super(new RedisStore(false, false, settings.redis, settings.nameSpace), new LocalStore(false, false), settings);
    }
  };
}
