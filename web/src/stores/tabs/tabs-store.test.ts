import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../lib/storage-keys';
import { HOME_PATH, HOME_TAB, type TabView } from './tab-list';
import { createTabsStore } from './tabs-store';

function view(path: string): TabView {
  return { path, fullPath: path, name: path, meta: { title: path, title_en: path, title_de: path } };
}

const paths = (tabs: readonly TabView[]) => tabs.map((tab) => tab.path);

describe('tabs store', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('starts with Home only, active', () => {
    const state = createTabsStore().getState();
    expect(state.visited).toEqual([HOME_TAB]);
    expect(state.active).toBe(HOME_PATH);
  });

  it('visits, closes to the right neighbour and keeps Home', () => {
    const store = createTabsStore();
    for (const path of ['/a', '/b', '/c']) store.getState().visit(view(path));
    store.getState().setActive('/b');
    expect(store.getState().close('/b')).toBe('/c');
    expect(store.getState().close('/c')).toBe('/a');
    expect(store.getState().close(HOME_PATH)).toBe('/a');
    expect(paths(store.getState().visited)).toEqual([HOME_PATH, '/a']);
  });

  it('keeps the active tab when closing another one', () => {
    const store = createTabsStore();
    store.getState().visit(view('/a'));
    store.getState().visit(view('/b'));
    expect(store.getState().close('/a')).toBe('/b');
  });

  it('closes others, closes all and resets', () => {
    const store = createTabsStore();
    for (const path of ['/a', '/b', '/c']) store.getState().visit(view(path));
    store.getState().closeOthers('/b');
    expect(paths(store.getState().visited)).toEqual([HOME_PATH, '/b']);
    expect(store.getState().active).toBe('/b');
    store.getState().closeAll();
    expect(store.getState().visited).toEqual([HOME_TAB]);
    store.getState().visit(view('/x'));
    store.getState().reset();
    expect(store.getState()).toMatchObject({ visited: [HOME_TAB], active: HOME_PATH });
  });

  it('tells nobody and stores nothing when the active tab is visited again unchanged', () => {
    const store = createTabsStore();
    store.getState().visit(view('/a'));
    const changes: unknown[] = [];
    store.subscribe((state) => changes.push(state));
    window.sessionStorage.clear();
    store.getState().visit(view('/a'));
    store.getState().setActive('/a');
    expect(changes).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    store.getState().visit({ ...view('/a'), fullPath: '/a?q=2' });
    expect(changes).toHaveLength(1);
    expect(store.getState().visited.find((tab) => tab.path === '/a')?.fullPath).toBe('/a?q=2');
  });

  it('ignores setActive for an unknown path', () => {
    const store = createTabsStore();
    store.getState().setActive('/nowhere');
    expect(store.getState().active).toBe(HOME_PATH);
  });

  it('restores visited and active tabs from sessionStorage', () => {
    const first = createTabsStore();
    first.getState().visit(view('/a'));
    first.getState().visit({ ...view('/b'), fullPath: '/b?q=1' });
    first.getState().setActive('/a');

    const second = createTabsStore().getState();
    expect(paths(second.visited)).toEqual([HOME_PATH, '/a', '/b']);
    expect(second.visited[2]?.fullPath).toBe('/b?q=1');
    expect(second.active).toBe('/a');
  });

  it('falls back to Home only on corrupt storage', () => {
    window.sessionStorage.setItem(SESSION_KEYS.visitedTabs, '[{"path":1}]');
    window.sessionStorage.setItem(SESSION_KEYS.activeTab, '/a');
    expect(createTabsStore().getState()).toMatchObject({ visited: [HOME_TAB], active: HOME_PATH });

    window.sessionStorage.setItem(SESSION_KEYS.visitedTabs, 'not json');
    expect(createTabsStore().getState().visited).toEqual([HOME_TAB]);
  });
});
