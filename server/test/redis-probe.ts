import { Redis } from 'ioredis';

/**
 * Whether a Redis answers at `url`: one connection attempt, no retries, closed afterwards. The
 * suites that need Redis skip (saying so) when it does not.
 */
export async function redisAnswers(url: string, connectTimeoutMs = 2_000): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
