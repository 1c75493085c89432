import type { DbOrTx } from '../../db/client';
import { getOrCreateSecret } from './system-secrets.service';

/** Keys of this installation: one signs access tokens (HS256), one derives session tickets. */
export interface SigningKeys {
  accessToken: Uint8Array;
  ticket: Buffer;
}

export async function loadSigningKeys(db: DbOrTx): Promise<SigningKeys> {
  const accessToken = await getOrCreateSecret(db, 'access-token-signing-key');
  const ticket = await getOrCreateSecret(db, 'ticket-key');
  return { accessToken: new Uint8Array(accessToken), ticket };
}
