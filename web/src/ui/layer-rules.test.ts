import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * ui/ sits under the features and the app: biome.json's noRestrictedImports keeps it there, and
 * keeps the administration pages off app/. These tests lint probe files with the repository's
 * own configuration in a scratch copy of the tree's shape (as server/test/import-rules.test.ts
 * does for the other layers) and prove that a break fails `npm run lint` and the rule's keeping passes.
 */
/** The repository's root: the folder above the web workspace that holds biome.json (tests run in web/). */
function findRepositoryRoot(): string {
  for (let folder = process.cwd(); folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'biome.json'))) return folder;
  }
  throw new Error('biome.json not found above the working folder');
}
const repositoryRoot = findRepositoryRoot();
const biome = join(repositoryRoot, 'node_modules', '.bin', 'biome');
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ui-layer-rules-'));
  const config = JSON.parse(await readFile(join(repositoryRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  await writeFile(join(scratch, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Lints one file at `path` (relative to the repository root) holding `importLine`: refused or not. */
async function refused(path: string, importLine: string): Promise<boolean> {
  const file = join(scratch, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${importLine}\n\nexport { probe };\n`);
  return new Promise((resolve) => {
    execFile(biome, ['lint', '--max-diagnostics=20', path], { cwd: scratch }, (error, stdout, stderr) => {
      resolve(error !== null && `${stdout}${stderr}`.includes('noRestrictedImports'));
    });
  });
}

describe('the ui layer', () => {
  it('refuses ui/ importing a feature or app/', async () => {
    expect(await refused('web/src/ui/probe.ts', "import { probe } from '../features/shell';")).toBe(true);
    expect(await refused('web/src/ui/probe.ts', "import { probe } from '../app/route-table';")).toBe(true);
    expect(await refused('web/src/ui/routing/probe.ts', "import { probe } from '../../app/router';")).toBe(true);
  });

  it('lets ui/ import what lies below it', async () => {
    expect(await refused('web/src/ui/probe.ts', "import { probe } from '../stores/session-store';")).toBe(false);
    expect(await refused('web/src/ui/probe.ts', "import { probe } from '../i18n/i18n';")).toBe(false);
  });

  it('keeps the administration pages off app/ and on ui/', async () => {
    expect(
      await refused('web/src/features/admin/users/probe.ts', "import { probe } from '../../../app/route-table';"),
    ).toBe(true);
    expect(await refused('web/src/features/admin/users/probe.ts', "import { probe } from '../../../ui/notices';")).toBe(
      false,
    );
    // The rule beside it still holds: another feature only through its index.ts.
    expect(
      await refused(
        'web/src/features/admin/users/probe.ts',
        "import { probe } from '../../shell/page-host/hosted-page';",
      ),
    ).toBe(true);
  });
});
