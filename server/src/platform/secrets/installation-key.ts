import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSecretKey } from './secret-box';

/** Where an installation without a configured key keeps the one generated for it. */
export const KEY_FILE_NAME = 'secrets.key';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** The configured key as text: 64 hex digits or the base64 of 32 bytes. Undefined when malformed. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 && bytes.toString('base64') === trimmed ? bytes : undefined;
}

/**
 * The key that seals this installation's secrets: the configured one, or else the one generated
 * for the installation on first use and kept in DATA_DIR beside (not inside) the embedded database,
 * readable by the service's user only — a copy of the database alone does not open the secrets.
 * Two processes starting together on one DATA_DIR agree: the file is linked into place exclusively,
 * and the loser reads the winner's. Instances with DATA_DIRs of their own must share a configured key.
 */
export async function loadInstallationKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return configured;
  const path = join(dataDir, KEY_FILE_NAME);
  // Written whole under a name of its own, then linked into place: the key file appears with its
  // key in it or not at all, so a process starting beside this one never reads it half written.
  const draft = `${path}.${randomBytes(6).toString('hex')}.new`;
  try {
    await writeFile(draft, `${generateSecretKey().toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const key = parseSecretKey(await readFile(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a key of 32 bytes in base64`);
  return key;
}
