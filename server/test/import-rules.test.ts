import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isModuleImportOverride,
  MODULE_TIERS,
  type ModuleTier,
  moduleImportOverrides,
} from '../../scripts/module-tiers.mjs';
import { testDatabaseKind } from './test-database';

/**
 * The layer and tier rules (docs/adr/0009-layers-and-ports.md, server/src/modules/README.md) live
 * in biome.json (noRestrictedImports per folder, noImportCycles everywhere). These tests lint small
 * probe files with the repository's own configuration, in a scratch copy of the tree's
 * shape, and prove that `npm run lint` fails when a rule is broken and passes when it is kept.
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

/** Writes a file of the scratch tree at `path` (relative to the repository root). */
async function writeProbe(path: string, text: string): Promise<void> {
  const file = join(scratch, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${text}\n`);
}

/**
 * Lints one file at `path` (relative to the repository root) holding `importLine`; `refused` tells
 * whether `rule` refused it.
 */
async function lint(
  path: string,
  importLine: string,
  rule = 'noRestrictedImports',
): Promise<{ refused: boolean; output: string }> {
  await writeProbe(path, importLine.includes('export') ? importLine : `${importLine}\n\nexport { probe };`);
  return new Promise((resolve) => {
    execFile(biome, ['lint', '--max-diagnostics=20', path], { cwd: scratch }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      resolve({ refused: error !== null && output.includes(rule), output });
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
      (await lint('server/src/db/probe.ts', "import { probe } from '../modules/access/users.table';")).refused,
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
      (await lint('server/src/db/schema.ts', "import { probe } from '../modules/access/roles.table';")).refused,
    ).toBe(false);
  });

  it('refuse a module reading another module’s table or repository, or the hubs', async () => {
    expect(
      (await lint('server/src/modules/favourites/probe.ts', "import { probe } from '../access/roles.table';")).refused,
    ).toBe(true);
    expect(
      (await lint('server/src/modules/identity/probe.ts', "import { probe } from '../access/users.repository';"))
        .refused,
    ).toBe(true);
    expect(
      (
        await lint(
          'server/src/modules/catalogue/menus/probe.ts',
          "import { probe } from '../../favourites/favourites.repository';",
        )
      ).refused,
    ).toBe(true);
    expect(
      (await lint('server/src/modules/identity/probe.ts', "import { probe } from '../../realtime/hubs/monitor-hub';"))
        .refused,
    ).toBe(true);
  });

  it('let a module use its own tables, another module’s service, and a table name another for a foreign key', async () => {
    expect(
      (await lint('server/src/modules/identity/probe.ts', "import { probe } from './identity.table';")).refused,
    ).toBe(false);
    expect(
      (await lint('server/src/modules/identity/probe.ts', "import { probe } from '../access/grants.service';")).refused,
    ).toBe(false);
    expect(
      (
        await lint(
          'server/src/modules/catalogue/menus/probe.ts',
          "import { probe } from '../applications/applications.repository';",
        )
      ).refused,
    ).toBe(false);
    expect(
      (await lint('server/src/modules/favourites/probe.table.ts', "import { probe } from '../access/users.table';"))
        .refused,
    ).toBe(false);
  });

  // One probe per tier: its first module importing the first module of the tier above is refused,
  // importing the first module of the tier below is let through, from a file at the top of the
  // module's folder and from one a folder deeper.
  const tierPairs = MODULE_TIERS.slice(1).map((upper, index) => {
    const lower = MODULE_TIERS[index] as ModuleTier;
    return [lower.name, upper.name, lower.modules[0] as string, upper.modules[0] as string] as const;
  });

  it.each(tierPairs)('refuse the %s tier importing the %s tier', async (lowerTier, _upperTier, lower, upper) => {
    const top = await lint(`server/src/modules/${lower}/probe.ts`, `import { probe } from '../${upper}/x.service';`);
    expect(top.refused, top.output).toBe(true);
    expect(top.output).toContain(`The ${lowerTier} tier imports only itself`);
    const deeper = await lint(
      `server/src/modules/${lower}/part/probe.ts`,
      `import { probe } from '../../${upper}/x.service';`,
    );
    expect(deeper.refused, deeper.output).toBe(true);
    const table = await lint(
      `server/src/modules/${lower}/probe.table.ts`,
      `import { probe } from '../${upper}/x.table';`,
    );
    expect(table.refused, table.output).toBe(true);
  });

  const tierPairsFromAbove = tierPairs.map(
    ([lowerTier, upperTier, lower, upper]) => [upperTier, lowerTier, lower, upper] as const,
  );
  it.each(tierPairsFromAbove)('let the %s tier import the %s tier', async (_upperTier, _lowerTier, lower, upper) => {
    expect(
      (await lint(`server/src/modules/${upper}/probe.ts`, `import { probe } from '../${lower}/x.service';`)).refused,
    ).toBe(false);
    expect(
      (await lint(`server/src/modules/${upper}/part/probe.ts`, `import { probe } from '../../${lower}/x.service';`))
        .refused,
    ).toBe(false);
  });

  it('leave tests free to set up what they check in any tier', async () => {
    expect(
      (await lint('server/src/modules/catalogue/probe.test.ts', "import { probe } from '../users/users.testing';"))
        .refused,
    ).toBe(false);
  });

  it('find every module folder in exactly one tier, and no folder inside a module named like a module', async () => {
    const folders = (await readdir(join(repositoryRoot, 'server/src/modules'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const placed = MODULE_TIERS.flatMap((tier) => tier.modules);
    expect([...placed].sort()).toEqual(folders);
    // A folder named like a module would be taken for it by the tier patterns (../<module>/**).
    for (const module of folders) {
      const inner = await readdir(join(repositoryRoot, 'server/src/modules', module), { withFileTypes: true });
      const named = inner.filter((entry) => entry.isDirectory() && folders.includes(entry.name)).map((e) => e.name);
      expect(named, module).toEqual([]);
    }
  });

  it('find biome.json carrying the tiers of scripts/module-tiers.mjs (node scripts/write-import-rules.mjs writes them)', async () => {
    const config = JSON.parse(await readFile(join(repositoryRoot, 'biome.json'), 'utf8')) as {
      overrides: { includes?: string[] }[];
    };
    expect(config.overrides.filter(isModuleImportOverride)).toEqual(moduleImportOverrides());
  });

  it('find no two modules importing each other, whichever files the imports join', async () => {
    const modulesDir = join(repositoryRoot, 'server/src/modules');
    const edges = new Set<string>();
    for (const file of await readdir(modulesDir, { recursive: true })) {
      if (!/\.ts$/.test(file) || /\.(test|testing)\.ts$/.test(file)) continue;
      const from = file.split('/')[0] as string;
      const text = await readFile(join(modulesDir, file), 'utf8');
      for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = relative(modulesDir, join(modulesDir, dirname(file), specifier as string)).split('/')[0];
        if (target && target !== from && !target.startsWith('..')) edges.add(`${from} -> ${target}`);
      }
    }
    const bothWays = [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')));
    expect(bothWays).toEqual([]);
  });

  it('refuse an import cycle, type-only imports included', async () => {
    await writeProbe(
      'server/src/modules/identity/probe-a.ts',
      "import type { B } from './probe-b';\nexport type A = B;",
    );
    const { refused, output } = await lint(
      'server/src/modules/identity/probe-b.ts',
      "import type { A } from './probe-a';\nexport type B = { a?: A };",
      'noImportCycles',
    );
    expect(refused, output).toBe(true);
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

  it('refuse ui/ importing a feature or app/, and let it import what lies below it', async () => {
    expect((await lint('web/src/ui/probe.ts', "import { probe } from '../features/shell';")).refused).toBe(true);
    expect((await lint('web/src/ui/probe.ts', "import { probe } from '../app/route-table';")).refused).toBe(true);
    expect((await lint('web/src/ui/routing/probe.ts', "import { probe } from '../../app/router';")).refused).toBe(true);
    expect((await lint('web/src/ui/probe.ts', "import { probe } from '../stores/session-store';")).refused).toBe(false);
    expect((await lint('web/src/ui/probe.ts', "import { probe } from '../i18n/i18n';")).refused).toBe(false);
  });

  it('keep the administration pages off app/ and on ui/', async () => {
    expect(
      (await lint('web/src/features/admin/users/probe.ts', "import { probe } from '../../../app/route-table';"))
        .refused,
    ).toBe(true);
    expect(
      (await lint('web/src/features/admin/users/probe.ts', "import { probe } from '../../../ui/notices';")).refused,
    ).toBe(false);
    // The rule beside it still holds: another feature only through its index.ts.
    expect(
      (
        await lint(
          'web/src/features/admin/users/probe.ts',
          "import { probe } from '../../shell/page-host/hosted-page';",
        )
      ).refused,
    ).toBe(true);
  });

  it('refuse stores and lib importing a feature', async () => {
    expect((await lint('web/src/stores/probe.ts', "import { probe } from '../features/shell';")).refused).toBe(true);
    expect(
      (await lint('web/src/lib/probe.ts', "import type { probe } from '../features/auth/session-end';")).refused,
    ).toBe(true);
    expect((await lint('web/src/stores/probe.ts', "import { probe } from '../lib/storage-keys';")).refused).toBe(false);
  });
});
