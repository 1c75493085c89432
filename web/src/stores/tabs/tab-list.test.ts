import { describe, expect, it } from 'vitest';
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

function view(path: string, extra: Partial<TabView> = {}): TabView {
  return { path, fullPath: path, name: path, meta: { title: path, title_en: path, title_de: path }, ...extra };
}

const a = view('/a');
const b = view('/b');
const c = view('/c');
const paths = (tabs: readonly TabView[]) => tabs.map((tab) => tab.path);

describe('tab list', () => {
  it('puts Home first once and drops duplicates', () => {
    expect(paths(withHome([a, HOME_TAB, a, b]))).toEqual([HOME_PATH, '/a', '/b']);
    expect(withHome([])).toEqual([HOME_TAB]);
  });

  it('adds a view once and refreshes fullPath on revisit', () => {
    const tabs = addTab(addTab([HOME_TAB, a], b), { ...a, fullPath: '/a?x=1' });
    expect(paths(tabs)).toEqual([HOME_PATH, '/a', '/b']);
    expect(tabs[1]?.fullPath).toBe('/a?x=1');
  });

  it('closes a tab and names the right neighbour, else the left', () => {
    expect(closeTab([HOME_TAB, a, b, c], '/b')).toEqual({ tabs: [HOME_TAB, a, c], neighbour: '/c' });
    expect(closeTab([HOME_TAB, a, b], '/b')).toEqual({ tabs: [HOME_TAB, a], neighbour: '/a' });
  });

  it('never closes affix tabs or unknown paths', () => {
    const pinned = view('/pinned', { meta: { title: 'p', title_en: 'p', title_de: 'p', affix: true } });
    expect(closeTab([HOME_TAB, a], HOME_PATH)).toEqual({ tabs: [HOME_TAB, a], neighbour: undefined });
    expect(closeTab([HOME_TAB, pinned], '/pinned').tabs).toHaveLength(2);
    expect(closeTab([HOME_TAB, a], '/zzz').neighbour).toBeUndefined();
  });

  it('closes others keeping affix tabs and the chosen one', () => {
    const pinned = view('/pinned', { meta: { title: 'p', title_en: 'p', title_de: 'p', affix: true } });
    expect(paths(closeOtherTabs([HOME_TAB, a, pinned, b, c], '/b'))).toEqual([HOME_PATH, '/pinned', '/b']);
  });

  it('closes all leaving only Home', () => {
    expect(closeAllTabs([HOME_TAB, a, b])).toEqual([HOME_TAB]);
  });
});
