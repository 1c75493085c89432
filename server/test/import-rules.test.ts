import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** A probe file and what the linter said of it, once beforeAll has linted them all. */
interface Probe {
  readonly path: string;
  readonly text: string;
  /** The rules that refused the file, e.g. 'noRestrictedImports'. */
  refusedBy: Set<string>;
  /** The messages of those refusals, to tell which rule of a kind spoke. */
  messages: string[];
}

const probes: Probe[] = [];

/**
 * Declares a probe file at `path` (relative to the repository root; a name starting with "probe" is
 * made unique, keeping what follows, e.g. `.table.ts`) holding `importLine`. Every probe is written
 * into one scratch copy of the tree's shape and linted by a single run of Biome before the tests
 * look at them: starting Biome once instead of once per probe keeps the suite short.
 */
function probe(path: string, importLine: string): Probe {
  const unique = path.replace(/\/probe([.-])/, `/probe-${probes.length}$1`);
  const text = importLine.includes('export') ? importLine : `${importLine}\n\nexport { probe };`;
  const declared: Probe = { path: unique, text, refusedBy: new Set(), messages: [] };
  probes.push(declared);
  return declared;
}

const refusedImport = (declared: Probe) => declared.refusedBy.has('noRestrictedImports');

/** Writes every declared probe into a scratch tree with the repository's biome.json and lints them in one run. */
async function lintProbes(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'import-rules-'));
  try {
    const config = JSON.parse(await readFile(join(repositoryRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
    delete config.$schema;
    await writeFile(join(scratch, 'biome.json'), JSON.stringify(config));
    for (const declared of probes) {
      await mkdir(dirname(join(scratch, declared.path)), { recursive: true });
      await writeFile(join(scratch, declared.path), `${declared.text}\n`);
    }
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        biome,
        [
          'lint',
          '--reporter=json',
          '--max-diagnostics=none',
          ...new Set(probes.map((one) => one.path.split('/')[0] as string)),
        ],
        { cwd: scratch, maxBuffer: 64 * 1024 * 1024 },
        // Biome exits 1 when it refuses anything, which the probes mean it to.
        (error, stdout) => (stdout ? resolve(stdout) : reject(error)),
      );
    });
    const { diagnostics } = JSON.parse(report) as {
      diagnostics: { category: string; message: string; location: { path: string } }[];
    };
    for (const diagnostic of diagnostics) {
      const declared = probes.find((candidate) => candidate.path === diagnostic.location.path);
      if (!declared) continue;
      declared.refusedBy.add(diagnostic.category.split('/').at(-1) as string);
      declared.messages.push(diagnostic.message);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// The rules know no database: one half of the suite checks them.
describe.skipIf(testDatabaseKind !== 'pglite')('import rules', () => {
  beforeAll(lintProbes);
  const expectRefused = (declared: readonly Probe[]) => {
    for (const one of declared) expect(refusedImport(one), `${one.path}: ${one.text}`).toBe(true);
  };
  const expectLetThrough = (declared: readonly Probe[]) => {
    for (const one of declared) expect(one.refusedBy, `${one.path}: ${one.text} (${one.messages})`).toEqual(new Set());
  };

  const platformImportingModules = [
    probe('server/src/platform/probe.ts', "import { probe } from '../modules/roles/roles.service';"),
    probe('server/src/platform/auth/probe.ts', "import { probe } from '../../modules/identity/sessions.service';"),
    probe('server/src/db/probe.ts', "import { probe } from '../modules/access/users.table';"),
    probe(
      'server/src/realtime/hubs/probe.ts',
      "import { probe } from '../../modules/notifications/notifications.service';",
    ),
  ];
  it('refuse a platform, db or realtime file importing a module', () => expectRefused(platformImportingModules));

  const platformAndSchema = [
    probe('server/src/platform/probe.ts', "import { probe } from './errors';"),
    probe('server/src/db/schema.ts', "import { probe } from '../modules/access/roles.table';"),
  ];
  it('let platform import platform, and db/schema.ts gather the modules’ tables', () =>
    expectLetThrough(platformAndSchema));

  const readingOthersParts = [
    probe('server/src/modules/favourites/probe.ts', "import { probe } from '../access/roles.table';"),
    probe('server/src/modules/identity/probe.ts', "import { probe } from '../access/users.repository';"),
    probe(
      'server/src/modules/catalogue/menus/probe.ts',
      "import { probe } from '../../favourites/favourites.repository';",
    ),
    probe('server/src/modules/identity/probe.ts', "import { probe } from '../../realtime/hubs/monitor-hub';"),
  ];
  it('refuse a module reading another module’s table or repository, or the hubs', () =>
    expectRefused(readingOthersParts));

  const usingWhatIsOpen = [
    probe('server/src/modules/identity/probe.ts', "import { probe } from './identity.table';"),
    probe('server/src/modules/identity/probe.ts', "import { probe } from '../access/grants.service';"),
    probe(
      'server/src/modules/catalogue/menus/probe.ts',
      "import { probe } from '../applications/applications.repository';",
    ),
    probe('server/src/modules/favourites/probe.table.ts', "import { probe } from '../access/users.table';"),
  ];
  it('let a module use its own tables, another module’s service, and a table name another for a foreign key', () =>
    expectLetThrough(usingWhatIsOpen));

  // One set of probes per pair of neighbouring tiers: the lower tier's first module importing the
  // upper tier's first module is refused, the other way round let through, from a file at the top
  // of the module's folder and from one a folder deeper (and a table, for the refusal).
  const tierPairs = MODULE_TIERS.slice(1).map((upper, index) => {
    const lower = MODULE_TIERS[index] as ModuleTier;
    const [low, high] = [lower.modules[0] as string, upper.modules[0] as string];
    return {
      lower: lower.name,
      upper: upper.name,
      upward: [
        probe(`server/src/modules/${low}/probe.ts`, `import { probe } from '../${high}/x.service';`),
        probe(`server/src/modules/${low}/part/probe.ts`, `import { probe } from '../../${high}/x.service';`),
        probe(`server/src/modules/${low}/probe.table.ts`, `import { probe } from '../${high}/x.table';`),
      ],
      downward: [
        probe(`server/src/modules/${high}/probe.ts`, `import { probe } from '../${low}/x.service';`),
        probe(`server/src/modules/${high}/part/probe.ts`, `import { probe } from '../../${low}/x.service';`),
      ],
    };
  });

  const byName = tierPairs.map((pair) => [pair.lower, pair.upper, pair] as const);
  it.each(byName)('refuse the %s tier importing the %s tier', (lower, _upper, { upward }) => {
    expectRefused(upward);
    for (const one of upward) expect(one.messages.join(' ')).toContain(`The ${lower} tier imports only itself`);
  });

  it.each(byName.map(([lower, upper, pair]) => [upper, lower, pair] as const))(
    'let the %s tier import the %s tier',
    (_upper, _lower, { downward }) => expectLetThrough(downward),
  );

  const testSetUp = [
    probe('server/src/modules/catalogue/probe.test.ts', "import { probe } from '../users/users.testing';"),
  ];
  it('leave tests free to set up what they check in any tier', () => expectLetThrough(testSetUp));

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

  const cycle = [
    probe('server/src/modules/identity/cycle-a.ts', "import type { B } from './cycle-b';\nexport type A = B;"),
    probe('server/src/modules/identity/cycle-b.ts', "import type { A } from './cycle-a';\nexport type B = { a?: A };"),
  ];
  it('refuse an import cycle, type-only imports included', () => {
    for (const one of cycle) expect(one.refusedBy, one.path).toContain('noImportCycles');
  });

  const pastIndex = [
    probe('web/src/features/home/probe.ts', "import { probe } from '../shell/page-host/hosted-page';"),
    probe('web/src/features/home/deep/probe.ts', "import { probe } from '../../auth/session-end';"),
  ];
  const throughIndex = [
    probe('web/src/features/home/probe.ts', "import { probe } from '../shell';"),
    probe('web/src/features/home/probe.ts', "import { probe } from '../../stores/session-store';"),
  ];
  it('refuse a web feature reaching past another feature’s index.ts', () => {
    expectRefused(pastIndex);
    expectLetThrough(throughIndex);
  });

  const uiUpward = [
    probe('web/src/ui/probe.ts', "import { probe } from '../features/shell';"),
    probe('web/src/ui/probe.ts', "import { probe } from '../app/route-table';"),
    probe('web/src/ui/routing/probe.ts', "import { probe } from '../../app/router';"),
  ];
  const uiDownward = [
    probe('web/src/ui/probe.ts', "import { probe } from '../stores/session-store';"),
    probe('web/src/ui/probe.ts', "import { probe } from '../i18n/i18n';"),
  ];
  it('refuse ui/ importing a feature or app/, and let it import what lies below it', () => {
    expectRefused(uiUpward);
    expectLetThrough(uiDownward);
  });

  const adminOnApp = [
    probe('web/src/features/admin/users/probe.ts', "import { probe } from '../../../app/route-table';"),
    // The rule beside it still holds: another feature only through its index.ts.
    probe('web/src/features/admin/users/probe.ts', "import { probe } from '../../shell/page-host/hosted-page';"),
  ];
  const adminOnUi = [probe('web/src/features/admin/users/probe.ts', "import { probe } from '../../../ui/notices';")];
  it('keep the administration pages off app/ and on ui/', () => {
    expectRefused(adminOnApp);
    expectLetThrough(adminOnUi);
  });

  const storesUpward = [
    probe('web/src/stores/probe.ts', "import { probe } from '../features/shell';"),
    probe('web/src/lib/probe.ts', "import type { probe } from '../features/auth/session-end';"),
  ];
  const storesDownward = [probe('web/src/stores/probe.ts', "import { probe } from '../lib/storage-keys';")];
  it('refuse stores and lib importing a feature', () => {
    expectRefused(storesUpward);
    expectLetThrough(storesDownward);
  });
});
