import type { webcrypto } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { getOrCreateSecret } from './system-secrets.service';

/** Keys of this installation: one signs access tokens (HS256), one derives session tickets. */
export interface SigningKeys {
  /** Imported once: handing jose raw bytes would import the key again on every guarded call. */
  accessToken: webcrypto.CryptoKey;
  ticket: Buffer;
}

export async function loadSigningKeys(db: DbOrTx): Promise<SigningKeys> {
  const accessToken = await getOrCreateSecret(db, 'access-token-signing-key');
  const ticket = await getOrCreateSecret(db, 'ticket-key');
  const accessTokenKey = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(accessToken),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return { accessToken: accessTokenKey, ticket };
}
