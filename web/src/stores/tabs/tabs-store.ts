import { create } from 'zustand';
import {
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  HOME_PATH,
  HOME_TAB,
  type TabView,
  withHome,
} from './tab-list';
import { readStoredTabs, writeStoredTabs } from './tab-storage';

export interface TabsState {
  /** Visited tabs in display order; Home is always first. */
  visited: readonly TabView[];
  /** Path of the active tab. */
  active: string;
}

export interface TabsActions {
  /** Adds the view once (a revisit refreshes its fullPath) and makes it active, as visiting shows the page. */
  visit(view: TabView): void;
  /**
   * Closes a tab (affix tabs stay) and returns the path to show afterwards: the right neighbour, else
   * the left, when the closed tab was active; otherwise the unchanged active path.
   */
  close(path: string): string;
  /** Keeps affix tabs and `path`, which becomes active. */
  closeOthers(path: string): void;
  /** Leaves only Home, active. */
  closeAll(): void;
  /** Ignored for unknown paths so the active tab always has a tab to highlight. */
  setActive(path: string): void;
  /** docs/spec.md §4 "Changing the sub-system": the old sub-system's pages are gone, so only Home remains. */
  reset(): void;
}

export type TabsStore = TabsState & TabsActions;

/** Builds a tabs store restored from sessionStorage; every change is written back. */
export function createTabsStore() {
  return create<TabsStore>()((set, get) => {
    const commit = (next: TabsState) => {
      const state = { visited: withHome(next.visited), active: next.active };
      // A revisit of the active tab changes nothing: no write, and nothing re-renders.
      if (state.visited === get().visited && state.active === get().active) return;
      writeStoredTabs(state);
      set(state);
    };

    return {
      ...readStoredTabs(),

      visit(view) {
        commit({ visited: addTab(get().visited, view), active: view.path });
      },
      close(path) {
        const { visited, active } = get();
        const { tabs, neighbour } = closeTab(visited, path);
        const nextActive = path === active && neighbour !== undefined ? neighbour : active;
        commit({ visited: tabs, active: nextActive });
        return nextActive;
      },
      closeOthers(path) {
        const visited = closeOtherTabs(get().visited, path);
        commit({ visited, active: visited.some((tab) => tab.path === path) ? path : get().active });
      },
      closeAll() {
        commit({ visited: closeAllTabs(get().visited), active: HOME_PATH });
      },
      setActive(path) {
        if (get().visited.some((tab) => tab.path === path)) commit({ visited: get().visited, active: path });
      },
      reset() {
        commit({ visited: [HOME_TAB], active: HOME_PATH });
      },
    };
  });
}

/** The app-wide tabs store. */
export const useTabsStore = createTabsStore();
