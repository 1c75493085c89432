// Writes the import rules of the business modules' tiers (scripts/module-tiers.mjs) into biome.json,
// in place of the overrides for server/src/modules that stand there, and formats the file.
// Run it after changing the tiers: `node scripts/write-import-rules.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModuleImportOverride, moduleImportOverrides } from './module-tiers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'biome.json');
const config = JSON.parse(readFileSync(file, 'utf8'));
const overrides = config.overrides ?? [];
// The generated overrides take the place of the first one they replace, so the rest keep their order.
const first = overrides.findIndex(isModuleImportOverride);
const kept = overrides.filter((override) => !isModuleImportOverride(override));
const at = first === -1 ? kept.length : overrides.slice(0, first).filter((o) => !isModuleImportOverride(o)).length;
config.overrides = [...kept.slice(0, at), ...moduleImportOverrides(), ...kept.slice(at)];
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', 'biome.json'], { cwd: root });
console.log('biome.json: the import rules of the module tiers are written');
