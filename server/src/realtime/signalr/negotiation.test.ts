import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEGOTIATION_TTL_MS, Negotiations, negotiationKey } from './negotiation';

const sharedSecret = randomBytes(32);

describe('negotiations', () => {
  it('hands out a version-1 token apart from the id, redeemable once by its own session', () => {
    const negotiations = new Negotiations(negotiationKey(sharedSecret));
    const answer = negotiations.negotiate('session-a', 1);
    expect(answer.negotiateVersion).toBe(1);
    expect(answer.connectionToken).not.toBe(answer.connectionId);
    const token = answer.connectionToken ?? '';
    expect(negotiations.redeem(token, 'session-b')).toBeNull();
    expect(negotiations.redeem(token, 'session-a')).toBe(answer.connectionId);
    expect(negotiations.redeem(token, 'session-a')).toBeNull();
  });

  it('lets another instance with the same shared secret accept the token, and no instance with another', () => {
    const first = new Negotiations(negotiationKey(sharedSecret));
    const second = new Negotiations(negotiationKey(Buffer.from(sharedSecret)));
    const elsewhere = new Negotiations(negotiationKey(randomBytes(32)));
    const answer = first.negotiate('session-a', 1);
    const token = answer.connectionToken ?? '';
    expect(elsewhere.redeem(token, 'session-a')).toBeNull();
    expect(second.redeem(token, 'session-b')).toBeNull();
    expect(second.redeem(token, 'session-a')).toBe(answer.connectionId);
  });

  it('refuses a token whose id, expiry or signature was altered', () => {
    const negotiations = new Negotiations(negotiationKey(sharedSecret));
    const token = negotiations.negotiate('session-a', 1).connectionToken ?? '';
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const later = (Number.parseInt(expiry, 36) + 60_000).toString(36);
    // Another first character (a whole six bits of the MAC): putting "AA" in place of the last two,
    // as this test once did, left one token in 4,096 unchanged.
    const forged = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const altered of [
      `${id}x.${expiry}.${signature}`,
      `${id}.${later}.${signature}`,
      `${id}.${expiry}.${forged}`,
      `${id}.${expiry}`,
      id,
      '',
    ]) {
      expect(negotiations.redeem(altered, 'session-a')).toBeNull();
    }
    expect(negotiations.redeem(token, 'session-a')).toBe(id);
  });

  it('answers version 0 clients with the token as their id, and lets tokens expire', () => {
    let now = 1_000;
    const key = negotiationKey(sharedSecret);
    const negotiations = new Negotiations(key, () => now);
    const v0 = negotiations.negotiate('session-a', 0);
    expect(v0).not.toHaveProperty('negotiateVersion');
    expect(v0).not.toHaveProperty('connectionToken');
    now += NEGOTIATION_TTL_MS + 1;
    expect(negotiations.redeem(v0.connectionId, 'session-a')).toBeNull();
    expect(new Negotiations(key, () => now).redeem(v0.connectionId, 'session-a')).toBeNull();
  });
});
