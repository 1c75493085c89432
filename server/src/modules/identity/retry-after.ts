import type { FastifyReply } from 'fastify';
import { SignInThrottled } from './sign-in-throttle.service';

/**
 * Runs a throttled attempt (a sign-in, a password check): a throttled one says when to come back
 * (docs/api.md §2), in Retry-After as well as in its message.
 */
export async function withRetryAfter<T>(reply: FastifyReply, attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof SignInThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
