import type { MenuItem } from '@workbench/contracts';

/** Tab view meta of docs/spec.md §3. */
export interface TabMeta {
  title: string;
  title_en: string;
  title_de: string;
  /** Portal pages are titled by a dictionary key, so their tab follows the language in every language. */
  titleKey?: string;
  icon?: string;
  /** Affix tabs are pinned: they can never be closed. */
  affix?: boolean;
  sys?: string;
  pageType?: MenuItem['pageType'];
}

/** A visited page shown as a tab (docs/spec.md §3 "Tab view"); `path` identifies it, `fullPath` includes the query. */
export interface TabView {
  path: string;
  fullPath: string;
  name: string;
  meta: TabMeta;
}

export const HOME_PATH = '/dashboard/dashboard';

/** The pinned Home tab, always first (docs/spec.md §4 "Tabs"). */
export const HOME_TAB: TabView = {
  path: HOME_PATH,
  fullPath: HOME_PATH,
  name: 'Dashboard',
  meta: { title: '首页', title_en: 'Home', title_de: 'Startseite', icon: 'dashboard', affix: true },
};

export function isAffix(view: TabView): boolean {
  return view.path === HOME_PATH || view.meta.affix === true;
}

/** Puts Home first exactly once and drops duplicate paths (the first occurrence wins). */
export function withHome(tabs: readonly TabView[]): readonly TabView[] {
  // Already in order: the same list, so that subscribers see no change.
  if (tabs[0]?.path === HOME_PATH && new Set(tabs.map((tab) => tab.path)).size === tabs.length) return tabs;
  const home = tabs.find((tab) => tab.path === HOME_PATH) ?? HOME_TAB;
  const seen = new Set<string>([HOME_PATH]);
  const rest = tabs.filter((tab) => {
    if (seen.has(tab.path)) return false;
    seen.add(tab.path);
    return true;
  });
  return [home, ...rest];
}

/** Adds a view once; a revisit only refreshes the stored fullPath, keeping the tab's position. */
export function addTab(tabs: readonly TabView[], view: TabView): readonly TabView[] {
  const index = tabs.findIndex((tab) => tab.path === view.path);
  if (index === -1) return [...tabs, view];
  if (tabs[index]?.fullPath === view.fullPath) return tabs;
  return tabs.map((tab, i) => (i === index ? { ...tab, fullPath: view.fullPath } : tab));
}

/** Result of closing one tab: the remaining tabs and the neighbour to activate if the closed tab was active. */
export interface CloseResult {
  tabs: TabView[];
  neighbour: string | undefined;
}

/** Closes `path` unless it is an affix tab or unknown; the right neighbour is preferred, else the left. */
export function closeTab(tabs: readonly TabView[], path: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.path === path);
  const target = tabs[index];
  if (target === undefined || isAffix(target)) return { tabs: [...tabs], neighbour: undefined };
  const neighbour = (tabs[index + 1] ?? tabs[index - 1])?.path;
  return { tabs: tabs.filter((_, i) => i !== index), neighbour };
}

/** Keeps affix tabs and `path`. */
export function closeOtherTabs(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.filter((tab) => isAffix(tab) || tab.path === path);
}

/** docs/spec.md §4: removing all leaves only the pinned Home tab. */
export function closeAllTabs(tabs: readonly TabView[]): TabView[] {
  return [tabs.find((tab) => tab.path === HOME_PATH) ?? HOME_TAB];
}
