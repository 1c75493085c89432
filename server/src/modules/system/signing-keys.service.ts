import type { DbOrTx } from '../../db/client';
import type { SigningKeys } from '../../platform/auth/signing-keys';
import { getOrCreateSecret } from './system-secrets.service';

export type { SigningKeys };

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
