// The tiers of the service's business modules (server/src/modules/README.md), from the bottom, and
// the import rules that hold them: a module imports modules of its own tier and the tiers below,
// never one above. `node scripts/write-import-rules.mjs` writes the rules into biome.json; the
// import-rules test fails when biome.json does not carry what this file says.

/** Each tier with its modules, lowest first. Every folder under server/src/modules is in one. */
export const MODULE_TIERS = [
  {
    name: 'foundation',
    about: 'what every module records or keys with: the change log, the installation’s keys',
    modules: ['audit', 'system'],
  },
  {
    name: 'catalogue',
    about: 'applications, tags, sub-systems, data permissions, logos and menus, with their administration',
    modules: ['catalogue'],
  },
  {
    name: 'access',
    about: 'accounts, role memberships, roles and their grants, passwords, faces: who may do what',
    modules: ['access'],
  },
  {
    name: 'features',
    about:
      'what signed-in people use: sign-in, profile, side menu, favourites, notifications, announcements, exports, integrations, jobs, events, push settings, …',
    modules: [
      'identity',
      'organization',
      'favourites',
      'side-menu',
      'notifications',
      'exports',
      'integrations',
      'documents',
      'individuation',
      'localization',
      'warehouse',
      'mes',
      'maintenance',
      'jobs',
      'notices',
      'events',
      'push-settings',
    ],
  },
  {
    name: 'administration',
    about: 'user and role management, whose rules reach into access, organization and identity',
    modules: ['users', 'roles'],
  },
  {
    name: 'automation',
    about:
      'what acts on its own when something happens: the event strategies, reaching into events, notifications and integrations',
    modules: ['event-strategies'],
  },
];

const tableOrRepositoryMessage =
  "A module never reads another module's tables or repository: call that module's service.";
const repositoryMessage = "A module never calls another module's repository: call that module's service.";
const hubsMessage = 'Modules do not import the hubs: publish a DomainEvent (app.events); the hubs deliver it.';

const below = (index) =>
  MODULE_TIERS.slice(0, index)
    .map((tier) => tier.name)
    .join(', ');

/** The patterns that refuse a module of a higher tier, whichever folder depth the importing file is at. */
function higherTierPatterns(index) {
  const tier = MODULE_TIERS[index];
  const higher = MODULE_TIERS.slice(index + 1);
  if (higher.length === 0) return [];
  const modules = higher.flatMap((other) => other.modules);
  return [
    {
      group: modules.flatMap((module) => [`../${module}/**`, `../../${module}/**`, `../../../${module}/**`]),
      message:
        `The ${tier.name} tier imports only itself${index > 0 ? ` and the tiers below it (${below(index)})` : ''}, ` +
        `never ${higher.map((other) => other.name).join(' or ')}: a lower tier tells a higher one what happened ` +
        'through an event (app.events). Tiers: server/src/modules/README.md.',
    },
  ];
}

const restricted = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

/**
 * biome.json's overrides for server/src/modules, in the order they must stand: Biome lets the last
 * override that matches a file decide a rule's options, so each one carries every pattern its files
 * must keep (the tier's, and the table, repository and hub rules of their kind).
 */
export function moduleImportOverrides() {
  const overrides = [];
  MODULE_TIERS.forEach((tier, index) => {
    const folders = tier.modules.map((module) => `server/src/modules/${module}`);
    const tierRule = higherTierPatterns(index);
    overrides.push(
      restricted(
        folders.map((folder) => `${folder}/*.ts`),
        [
          { group: ['../*/*.table', '../*/*.repository'], message: tableOrRepositoryMessage },
          { group: ['**/realtime/**'], message: hubsMessage },
          ...tierRule,
        ],
      ),
      restricted(
        folders.map((folder) => `${folder}/*/**`),
        [
          {
            group: ['../../*/*.table', '../../*/*.repository', '../../*/**/*.table', '../../*/**/*.repository'],
            message: tableOrRepositoryMessage,
          },
          { group: ['**/realtime/**'], message: hubsMessage },
          ...tierRule,
        ],
      ),
      // A table may name another module's table in a foreign key, of its own tier or one below.
      restricted(
        folders.flatMap((folder) => [`${folder}/*.table.ts`, `${folder}/*/**/*.table.ts`]),
        [
          { group: ['../*/*.repository', '../../*/*.repository'], message: repositoryMessage },
          { group: ['**/realtime/**'], message: hubsMessage },
          ...tierRule,
        ],
      ),
    );
  });
  // Tests set up rows in any table and reach any tier; nothing imports a test, so no cycle or
  // upward dependency of the service comes of it.
  overrides.push(
    restricted(
      ['server/src/modules/**/*.test.ts', 'server/src/modules/**/*.testing.ts'],
      [
        { group: ['../*/*.repository', '../../*/*.repository'], message: repositoryMessage },
        { group: ['**/realtime/**'], message: hubsMessage },
      ],
    ),
  );
  return overrides;
}

/** Whether an override of biome.json is one of those moduleImportOverrides() writes. */
export function isModuleImportOverride(override) {
  return (override.includes ?? []).every((include) => include.startsWith('server/src/modules/'));
}
