import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test-database';

/**
 * The layer rules (docs/adr/0009-layers-and-ports.md) live in biome.json (noRestrictedImports per
 * folder). These tests lint small probe files with the repository's own configuration, in a
 * scratch copy of the tree's shape, and prove that `npm run lint` fails when a rule is broken and
 * passes when it is kept.
 */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const biome = join(repositoryRoot, 'node_modules', '.bin', 'biome');
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(await readFile(join(repositoryRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  await writeFile(join(scratch, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Lints one file at `path` (relative to the repository root) holding `importLine`. */
async function lint(path: string, importLine: string): Promise<{ refused: boolean; output: string }> {
  const file = join(scratch, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${importLine}\n\nexport { probe };\n`);
  return new Promise((resolve) => {
    execFile(biome, ['lint', '--max-diagnostics=20', path], { cwd: scratch }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      resolve({ refused: error !== null && output.includes('noRestrictedImports'), output });
    });
  });
}

// The rules know no database: one half of the suite checks them.
describe.skipIf(testDatabaseKind !== 'pglite')('import rules', () => {
  it('refuse a platform, db or realtime file importing a module', async () => {
    expect(
      (await lint('server/src/platform/probe.ts', "import { probe } from '../modules/roles/roles.service';")).refused,
    ).toBe(true);
    expect(
      (
        await lint(
          'server/src/platform/auth/probe.ts',
          "import { probe } from '../../modules/identity/sessions.service';",
        )
      ).refused,
    ).toBe(true);
    expect(
      (await lint('server/src/db/probe.ts', "import { probe } from '../modules/users/users.table';")).refused,
    ).toBe(true);
    expect(
      (
        await lint(
          'server/src/realtime/hubs/probe.ts',
          "import { probe } from '../../modules/notifications/notifications.service';",
        )
      ).refused,
    ).toBe(true);
  });

  it('let platform import platform, and db/schema.ts gather the modules’ tables', async () => {
    expect((await lint('server/src/platform/probe-ok.ts', "import { probe } from './errors';")).refused).toBe(false);
    expect(
      (await lint('server/src/db/schema.ts', "import { probe } from '../modules/roles/roles.table';")).refused,
    ).toBe(false);
  });

  it('refuse a module reading another module’s table or repository, or the hubs', async () => {
    expect(
      (await lint('server/src/modules/menus/probe.ts', "import { probe } from '../roles/roles.table';")).refused,
    ).toBe(true);
    expect(
      (await lint('server/src/modules/menus/probe.ts', "import { probe } from '../users/users.repository';")).refused,
    ).toBe(true);
    expect(
      (await lint('server/src/modules/menus/probe.ts', "import { probe } from '../../realtime/hubs/monitor-hub';"))
        .refused,
    ).toBe(true);
  });

  it('let a module use its own table and another module’s service', async () => {
    expect((await lint('server/src/modules/menus/probe.ts', "import { probe } from './menus.table';")).refused).toBe(
      false,
    );
    expect(
      (await lint('server/src/modules/menus/probe.ts', "import { probe } from '../roles/grants.service';")).refused,
    ).toBe(false);
  });

  it('refuse a web feature reaching past another feature’s index.ts', async () => {
    expect(
      (await lint('web/src/features/home/probe.ts', "import { probe } from '../shell/page-host/hosted-page';")).refused,
    ).toBe(true);
    expect(
      (await lint('web/src/features/home/deep/probe.ts', "import { probe } from '../../auth/session-end';")).refused,
    ).toBe(true);
    expect((await lint('web/src/features/home/probe.ts', "import { probe } from '../shell';")).refused).toBe(false);
    expect(
      (await lint('web/src/features/home/probe.ts', "import { probe } from '../../stores/session-store';")).refused,
    ).toBe(false);
  });

  it('refuse stores and lib importing a feature', async () => {
    expect((await lint('web/src/stores/probe.ts', "import { probe } from '../features/shell';")).refused).toBe(true);
    expect(
      (await lint('web/src/lib/probe.ts', "import type { probe } from '../features/auth/session-end';")).refused,
    ).toBe(true);
    expect((await lint('web/src/stores/probe.ts', "import { probe } from '../lib/storage-keys';")).refused).toBe(false);
  });
});
