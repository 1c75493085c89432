import type { webcrypto } from 'node:crypto';

/**
 * Keys of this installation: one signs access tokens (HS256), one derives session tickets. The
 * system module loads them from the database; the app carries them as `app.signingKeys`.
 */
export interface SigningKeys {
  /** Imported once: handing jose raw bytes would import the key again on every guarded call. */
  accessToken: webcrypto.CryptoKey;
  ticket: Buffer;
}
