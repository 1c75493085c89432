import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSubKey, keyedHash } from './sub-key';

const installationKey = Buffer.alloc(32, 9);

describe('sub-keys of the installation key', () => {
  it('gives each label a key of its own, never the installation key itself', () => {
    const cards = deriveSubKey(installationKey, 'card numbers');
    expect(cards).toHaveLength(32);
    expect(cards).toEqual(deriveSubKey(installationKey, 'card numbers'));
    expect(cards).not.toEqual(deriveSubKey(installationKey, 'something else'));
    expect(cards).not.toEqual(installationKey);
    expect(cards).not.toEqual(deriveSubKey(Buffer.alloc(32, 8), 'card numbers'));
  });

  it('refuses an empty label', () => {
    expect(() => deriveSubKey(installationKey, '')).toThrow();
  });

  it('hashes a text with HMAC-SHA256 under the key, in hex', () => {
    const key = deriveSubKey(installationKey, 'card numbers');
    const expected = createHmac('sha256', key).update('0004521873').digest('hex');
    expect(keyedHash(key, '0004521873')).toBe(expected);
    expect(keyedHash(key, '0004521873')).not.toContain('4521873');
    expect(keyedHash(installationKey, '0004521873')).not.toBe(expected);
  });
});
