import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { staticConfigSchema, sysListSchema } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { loadStaticFile } from './static-config';

/**
 * The other origins the portal's pages may talk to, besides their own:
 * - `platform`: the backend config.json's `URL` points the portal at (API calls, hubs, branding
 *   pictures and uploaded logos come from there);
 * - `subApplications`: the absolute `url`s of sys.json (their pages, and application logos they host);
 * - `trusted`: what the operator lists in TRUSTED_ORIGINS (e.g. where absolute application logos live).
 * Relative addresses are the portal's own origin and need no entry.
 */
export interface AllowedOrigins {
  platform: string[];
  subApplications: string[];
  trusted: string[];
}

/** The http(s) origin of an absolute address, or null (relative, malformed, another scheme). */
export function httpOrigin(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function distinct(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

async function readAllowedOrigins(log: FastifyBaseLogger, dataDir: string, trusted: string[]): Promise<AllowedOrigins> {
  const [config, sysList] = await Promise.all([
    loadStaticFile(log, dataDir, 'config.json', staticConfigSchema),
    loadStaticFile(log, dataDir, 'sys.json', sysListSchema),
  ]);
  return {
    platform: distinct([httpOrigin(config.URL)]),
    subApplications: distinct(sysList.map((entry) => httpOrigin(entry.url))),
    trusted,
  };
}

/** What identifies a version of the operator's file: its change time and size, or its absence. */
async function fileVersion(path: string): Promise<string> {
  try {
    const info = await stat(path);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return 'none';
  }
}

/** How long the files' versions are trusted before they are looked at again. */
const RECHECK_MS = 1000;

/** When the operator's files cannot be read at all: the portal's own origin only. */
export const OWN_ORIGIN_ONLY: AllowedOrigins = { platform: [], subApplications: [], trusted: [] };

/**
 * The allowed origins, read again whenever the operator's config.json or sys.json in DATA_DIR
 * changes (as the files themselves are served), so an edit needs no restart. The files are looked
 * at (a stat of each) at most once a second, beside the calls rather than in their way: a call is
 * answered at once with the origins as last read, and the look that falls due is taken in the
 * background. Resolves once the first reading is done. The same object is answered until the
 * files change, so what is derived from it (the policy per host) can be kept by its identity.
 */
export async function allowedOriginsReader(
  log: FastifyBaseLogger,
  dataDir: string,
  trusted: string[],
): Promise<() => AllowedOrigins> {
  let version = '';
  let origins = OWN_ORIGIN_ONLY;
  let checkedAt = 0;
  let checking = false;
  const recheck = async () => {
    const versions = await Promise.all([
      fileVersion(join(dataDir, 'config.json')),
      fileVersion(join(dataDir, 'sys.json')),
    ]);
    const next = versions.join('|');
    if (next !== version) {
      origins = await readAllowedOrigins(log, dataDir, trusted);
      version = next;
    }
  };
  const check = async () => {
    checking = true;
    checkedAt = Date.now();
    try {
      await recheck();
    } catch (error) {
      log.warn({ err: error }, 'allowed origins unreadable; the policy allows the own origin only');
      origins = OWN_ORIGIN_ONLY;
      version = '';
    } finally {
      checking = false;
    }
  };
  await check();
  return function currentAllowedOrigins(): AllowedOrigins {
    if (!checking && Date.now() - checkedAt >= RECHECK_MS) void check();
    return origins;
  };
}
