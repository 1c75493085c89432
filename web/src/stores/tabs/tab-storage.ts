import { readSession, writeSession } from '../../lib/browser-storage';
import { SESSION_KEYS } from '../../lib/storage-keys';
import { HOME_PATH, HOME_TAB, type TabMeta, type TabView, withHome } from './tab-list';

/** What the tabs store persists in sessionStorage (docs/spec.md §3 "Stored client values"). */
export interface StoredTabs {
  visited: readonly TabView[];
  active: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMeta(value: unknown): value is TabMeta {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.title_en === 'string' &&
    typeof value.title_de === 'string'
  );
}

function isTabView(value: unknown): value is TabView {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.fullPath === 'string' &&
    typeof value.name === 'string' &&
    isMeta(value.meta)
  );
}

/**
 * Parses the stored visited list. Anything not exactly a list of tab views counts as corrupt and
 * gives Home only: half-restoring a damaged list could show tabs that no longer route anywhere.
 */
export function parseVisitedTabs(raw: string | null): readonly TabView[] {
  if (raw === null) return [HOME_TAB];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isTabView)) return [HOME_TAB];
    return withHome(parsed);
  } catch {
    return [HOME_TAB];
  }
}

export function readStoredTabs(): StoredTabs {
  const visited = parseVisitedTabs(readSession(SESSION_KEYS.visitedTabs));
  const stored = readSession(SESSION_KEYS.activeTab);
  // An active path that is no longer among the tabs would leave nothing highlighted; use Home.
  const active = stored !== null && visited.some((tab) => tab.path === stored) ? stored : HOME_PATH;
  return { visited, active };
}

export function writeStoredTabs({ visited, active }: StoredTabs): void {
  writeSession(SESSION_KEYS.visitedTabs, JSON.stringify(visited));
  writeSession(SESSION_KEYS.activeTab, active);
}
