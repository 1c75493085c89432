import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue } from './refresh-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('refresh queue (docs/spec.md §4)', () => {
  it('runs one refresh for N concurrent 401s and gives every call the new token', async () => {
    let token = 'old';
    const pending = deferred<string>();
    const refresh = vi.fn(() => pending.promise);
    const queue = createRefreshQueue({ refresh, currentToken: () => token, onRefreshFailed: vi.fn() });

    const waiting = Array.from({ length: 5 }, () => queue.tokenAfterUnauthorized('old'));
    expect(queue.refreshing).toBe(true);
    token = 'new';
    pending.resolve('new');

    await expect(Promise.all(waiting)).resolves.toEqual(['new', 'new', 'new', 'new', 'new']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('replays a late 401 with the token already refreshed instead of refreshing again', async () => {
    const refresh = vi.fn(async () => 'next');
    const queue = createRefreshQueue({ refresh, currentToken: () => 'fresh', onRefreshFailed: vi.fn() });
    await expect(queue.tokenAfterUnauthorized('stale')).resolves.toBe('fresh');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rejects every waiting call and ends the session once when the refresh fails', async () => {
    const pending = deferred<string>();
    const onRefreshFailed = vi.fn();
    const queue = createRefreshQueue({ refresh: () => pending.promise, currentToken: () => 'old', onRefreshFailed });

    const waiting = Array.from({ length: 4 }, () => queue.tokenAfterUnauthorized('old'));
    const failure = new Error('refresh answered 401');
    pending.reject(failure);

    const results = await Promise.allSettled(waiting);
    expect(results.every((r) => r.status === 'rejected' && r.reason === failure)).toBe(true);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledWith(failure);
  });

  it('settles even when the refresh throws synchronously, and starts afresh afterwards', async () => {
    const onRefreshFailed = vi.fn();
    const refresh = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('no refresh token');
      })
      .mockResolvedValueOnce('again');
    const queue = createRefreshQueue({ refresh, currentToken: () => undefined, onRefreshFailed });

    await expect(queue.tokenAfterUnauthorized(undefined)).rejects.toThrow('no refresh token');
    await Promise.resolve();
    expect(queue.refreshing).toBe(false);
    await expect(queue.tokenAfterUnauthorized(undefined)).resolves.toBe('again');
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });
});
