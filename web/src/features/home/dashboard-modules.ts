/** The modules the home page can show, in their default order. */
export const DASHBOARD_MODULES = ['applications', 'account', 'warehouses'] as const;
export type DashboardModule = (typeof DASHBOARD_MODULES)[number];

function isModule(value: unknown): value is DashboardModule {
  return typeof value === 'string' && (DASHBOARD_MODULES as readonly string[]).includes(value);
}

/** A stored layout: known modules only, each once; anything unreadable gives the default. */
export function parseLayout(raw: string | null): DashboardModule[] {
  if (raw === null) return [...DASHBOARD_MODULES];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [...DASHBOARD_MODULES];
    return [...new Set(parsed.filter(isModule))];
  } catch {
    return [...DASHBOARD_MODULES];
  }
}

/** The modules not on the page, which Add Module offers. */
export function hiddenModules(layout: readonly DashboardModule[]): DashboardModule[] {
  return DASHBOARD_MODULES.filter((module) => !layout.includes(module));
}

export function addModule(layout: readonly DashboardModule[], module: DashboardModule): DashboardModule[] {
  return layout.includes(module) ? [...layout] : [...layout, module];
}

export function removeModule(layout: readonly DashboardModule[], module: DashboardModule): DashboardModule[] {
  return layout.filter((m) => m !== module);
}

/** Moves a module one place up (-1) or down (+1); at either end nothing changes. */
export function moveModule(layout: readonly DashboardModule[], module: DashboardModule, by: -1 | 1): DashboardModule[] {
  const from = layout.indexOf(module);
  const to = from + by;
  if (from === -1 || to < 0 || to >= layout.length) return [...layout];
  const next = [...layout];
  [next[from], next[to]] = [next[to] as DashboardModule, next[from] as DashboardModule];
  return next;
}
