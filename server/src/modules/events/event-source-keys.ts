import { createHash, randomBytes } from 'node:crypto';

/** What an event source's key starts with: a key pasted in the wrong place is recognisable. */
const KEY_PREFIX = 'wbe_';
/** Characters of the key kept in the clear, to tell a source's keys apart in the list. */
const SHOWN_CHARACTERS = 8;

/** A new key: 32 random bytes, so a fast hash stores it as safely as a slow one would. */
export function newEventSourceKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashOfKey(key), prefix: key.slice(0, KEY_PREFIX.length + SHOWN_CHARACTERS) };
}

export function hashOfKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
