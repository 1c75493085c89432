import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A key of its own for one purpose, derived from the installation key with HKDF-SHA256 and the
 * purpose's label: one key is never used for two jobs, and knowing a sub-key (or what it
 * produced) tells nothing of the installation key or of another purpose's sub-key.
 */
export function deriveSubKey(installationKey: Buffer, label: string): Buffer {
  if (label.length === 0) throw new Error('a sub-key needs a label of its own');
  return Buffer.from(hkdfSync('sha256', installationKey, Buffer.alloc(0), label, 32));
}

/**
 * HMAC-SHA256 of a text under a key, in hex: what a database keeps to find a secret by its value
 * (a badge number) without holding the value. Without the key, a copy of the database cannot
 * test guesses against it.
 */
export function keyedHash(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}
