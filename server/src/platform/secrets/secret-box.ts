import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per secret, a 16-byte tag. */
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** A sealed secret that cannot be opened: wrong key, another field's secret, or altered bytes. */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored secret cannot be read: ${reason}`);
    this.name = 'SecretUnreadableError';
  }
}

/**
 * Seals the secrets an installation keeps (SMTP passwords, webhook and signing keys) before they
 * are stored, and opens them only where they are used. A sealed value names the key that sealed it
 * (a short fingerprint, never the key), so a value sealed under another key says so instead of
 * failing as garbage. Each value is bound to what it is for (`purpose`, e.g. the channel and the
 * field): a sealed password copied into another row or field does not open there.
 */
export class SecretBox {
  private readonly key: Buffer;
  /** The first 8 hex digits of the key's SHA-256: tells keys apart, reveals nothing usable. */
  readonly keyId: string;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`A secret key has ${KEY_BYTES} bytes, not ${key.length}`);
    this.key = Buffer.from(key);
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plaintext: string, purpose: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [FORMAT, this.keyId, nonce.toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string, purpose: string): string {
    const [format, keyId, nonceText, bodyText, ...rest] = sealed.split('.');
    if (format !== FORMAT || !keyId || !nonceText || !bodyText || rest.length > 0) {
      throw new SecretUnreadableError('not a sealed secret');
    }
    if (keyId !== this.keyId) throw new SecretUnreadableError(`sealed under another key (${keyId})`);
    const nonce = Buffer.from(nonceText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SecretUnreadableError('truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, nonce);
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretUnreadableError('altered, or sealed for another purpose');
    }
  }
}

/** A new random key, for an installation that has none yet. */
export function generateSecretKey(): Buffer {
  return randomBytes(KEY_BYTES);
}
