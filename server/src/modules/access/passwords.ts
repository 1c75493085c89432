import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash with the library's defaults (19 MiB, 2 passes): slow and salted on purpose. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged stored hash must not let anyone in nor crash the sign-in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification when the account does not exist, so that the
 * answer time does not tell whether a user name is known.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
