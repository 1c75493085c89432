import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('cross-tab logout (docs/spec.md §4)', () => {
  it('reaches the other tabs over a BroadcastChannel and never the sending tab', async () => {
    const { broadcastLogout, listenForLogout } = await import('./session-broadcast');
    const thisTab = vi.fn();
    listenForLogout(thisTab);
    const otherTab = new BroadcastChannel('workbench-session');
    const received = new Promise((resolve) => otherTab.addEventListener('message', (event) => resolve(event.data)));

    broadcastLogout();
    await expect(received).resolves.toMatchObject({ type: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(thisTab).not.toHaveBeenCalled();
    otherTab.close();
  });

  it('hears another tab log out', async () => {
    const { listenForLogout } = await import('./session-broadcast');
    const onLogout = vi.fn();
    listenForLogout(onLogout);
    const otherTab = new BroadcastChannel('workbench-session');
    otherTab.postMessage({ type: 'logout', at: 1 });
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    otherTab.close();
  });

  it('falls back to a storage event without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { broadcastLogout, listenForLogout } = await import('./session-broadcast');
    const onLogout = vi.fn();
    listenForLogout(onLogout);
    broadcastLogout();
    const written = window.localStorage.getItem('workbench-session-event');
    expect(JSON.parse(written ?? '{}')).toMatchObject({ type: 'logout' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'workbench-session-event', newValue: written }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
