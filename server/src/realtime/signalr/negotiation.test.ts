import { describe, expect, it } from 'vitest';
import { NEGOTIATION_TTL_MS, Negotiations } from './negotiation';

describe('negotiations', () => {
  it('hands out a version-1 token apart from the id, redeemable once by its own session', () => {
    const negotiations = new Negotiations();
    const answer = negotiations.negotiate('session-a', 1);
    expect(answer.negotiateVersion).toBe(1);
    expect(answer.connectionToken).not.toBe(answer.connectionId);
    const token = answer.connectionToken ?? '';
    expect(negotiations.redeem(token, 'session-b')).toBeNull();
    expect(negotiations.redeem(token, 'session-a')).toBe(answer.connectionId);
    expect(negotiations.redeem(token, 'session-a')).toBeNull();
  });

  it('answers version 0 clients with the id as their token, and lets tokens expire', () => {
    let now = 1_000;
    const negotiations = new Negotiations(() => now);
    const v0 = negotiations.negotiate('session-a', 0);
    expect(v0).not.toHaveProperty('negotiateVersion');
    now += NEGOTIATION_TTL_MS + 1;
    expect(negotiations.redeem(v0.connectionId, 'session-a')).toBeNull();
  });
});
