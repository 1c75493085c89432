import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens';

const claims = { userId: 'user-1', userName: 'operator', sessionId: 'session-1' };

function newKey() {
  return webcrypto.subtle.importKey(
    'raw',
    webcrypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

describe('access tokens', () => {
  it('verifies a token each time it is presented', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, claims, 900, new Date());
    await expect(verifyAccessToken(key, token)).resolves.toEqual(claims);
    await expect(verifyAccessToken(key, token)).resolves.toEqual(claims);
  });

  it('refuses a token once it has expired, even after it was accepted', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, claims, 1, new Date());
    await expect(verifyAccessToken(key, token)).resolves.toEqual(claims);
    await new Promise((r) => setTimeout(r, 1_100));
    await expect(verifyAccessToken(key, token)).resolves.toBeNull();
  });

  it("never lets one key's verdict stand for another key", async () => {
    const key = await newKey();
    const otherKey = await newKey();
    const token = await signAccessToken(key, claims, 900, new Date());
    await expect(verifyAccessToken(key, token)).resolves.toEqual(claims);
    await expect(verifyAccessToken(otherKey, token)).resolves.toBeNull();
  });

  it('refuses a token whose signature was tampered with', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, claims, 900, new Date());
    await verifyAccessToken(key, token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifyAccessToken(key, tampered)).resolves.toBeNull();
  });
});
