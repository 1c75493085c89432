import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_DELIVERY_POLICY } from './delivery-policy';

describe('the back-off between attempts', () => {
  const policy = { ...DEFAULT_DELIVERY_POLICY, firstBackoffMs: 1_000, maxBackoffMs: 10_000 };

  it('doubles after each failure up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(policy, attempt, 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('spreads the wait by at most a fifth either way', () => {
    expect(backoffMs(policy, 2, 0)).toBe(1_600);
    expect(backoffMs(policy, 2, 0.999_999)).toBe(2_400);
  });

  it('holds a claim longer than an attempt may take', () => {
    expect(DEFAULT_DELIVERY_POLICY.claimMs).toBeGreaterThan(DEFAULT_DELIVERY_POLICY.attemptTimeoutMs);
  });
});
