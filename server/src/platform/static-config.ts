import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATHS, staticConfigSchema, sysListSchema } from '@workbench/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DEFAULTS_DIR } from '../server-root';

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

/**
 * The operator's file from DATA_DIR when present and valid, else the shipped default. Read on
 * every call (they are tiny) so that an edit shows without a restart. A broken file is logged
 * and ignored: a typo must not take the sign-in page down.
 */
export async function loadStaticFile<T extends z.ZodType>(
  log: FastifyBaseLogger,
  dataDir: string,
  fileName: string,
  schema: T,
): Promise<z.output<T>> {
  const override = join(dataDir, fileName);
  try {
    const parsed = schema.safeParse(await readJson(override));
    if (parsed.success) return parsed.data;
    log.warn({ file: override, issues: parsed.error.issues }, 'ignoring an invalid file; serving the default');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing) log.warn({ file: override, err: error }, 'ignoring an unreadable file; serving the default');
  }
  return schema.parse(await readJson(join(DEFAULTS_DIR, fileName)));
}

/** GET /config.json and /sys.json (docs/spec.md §3, docs/api.md §4). */
export function installStaticConfigRoutes(app: FastifyInstance): void {
  const routes: Array<[string, z.ZodType]> = [
    [API_PATHS.staticFiles.config, staticConfigSchema],
    [API_PATHS.staticFiles.sys, sysListSchema],
  ];
  for (const [path, schema] of routes) {
    app.get(path, async (request, reply) => {
      const body = await loadStaticFile(request.log, app.config.dataDir, path.slice(1), schema);
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
    });
  }
}
