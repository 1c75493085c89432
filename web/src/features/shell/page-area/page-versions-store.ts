import { create } from 'zustand';

/**
 * Versions that re-mount pages when they change: one per path (tab "Refresh") and one for all
 * pages ("Refresh All"). A refresh touches nothing else, so the other tabs keep their state.
 */
export interface PageVersionsState {
  versions: Record<string, number>;
  all: number;
  refresh(path: string): void;
  refreshAll(): void;
}

export const usePageVersionsStore = create<PageVersionsState>()((set) => ({
  versions: {},
  all: 0,
  refresh: (path) => set((s) => ({ versions: { ...s.versions, [path]: (s.versions[path] ?? 0) + 1 } })),
  refreshAll: () => set((s) => ({ all: s.all + 1 })),
}));

/** The React key of a page: changes whenever the page must start afresh. */
export function pageKey(state: Pick<PageVersionsState, 'versions' | 'all'>, path: string): string {
  return `${path}#${state.all}.${state.versions[path] ?? 0}`;
}
