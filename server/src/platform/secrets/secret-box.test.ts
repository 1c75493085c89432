import { describe, expect, it } from 'vitest';
import { generateSecretKey, SecretBox, SecretUnreadableError } from './secret-box';

describe('the secret box', () => {
  const box = new SecretBox(generateSecretKey());

  it('opens what it sealed, for the same purpose, and never shows the secret in the sealed text', () => {
    const sealed = box.seal('smtp-pässwörd', 'channel:1:password');
    expect(sealed).not.toContain('smtp');
    expect(Buffer.from(sealed).toString('latin1')).not.toContain('w\u00f6rd');
    expect(box.open(sealed, 'channel:1:password')).toBe('smtp-pässwörd');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses a secret moved to another purpose, altered, or sealed under another key', () => {
    const sealed = box.seal('secret', 'channel:1:password');
    expect(() => box.open(sealed, 'channel:2:password')).toThrow(SecretUnreadableError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'channel:1:password')).toThrow(/altered/);
    const other = new SecretBox(generateSecretKey());
    expect(() => other.open(sealed, 'channel:1:password')).toThrow(/another key/);
    expect(() => box.open('plain text', 'channel:1:password')).toThrow(/not a sealed secret/);
  });

  it('takes only 32-byte keys', () => {
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
