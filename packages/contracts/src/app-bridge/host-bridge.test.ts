// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_BRIDGE_VERSION } from '../host-bridge';
import { ACTIVITY_REPORT_EVERY_MS, connectToHost, type HostBridge } from './host-bridge';
import { hostContext } from './host-context-fixture';

const OWN = window.location.origin;
const contextMessage = (overrides = {}) => ({
  source: 'workbench-host',
  type: 'context',
  version: HOST_BRIDGE_VERSION,
  context: hostContext(overrides),
});

/*
 * The app runs in a real iframe of the jsdom page, so that its window.parent, event.source and
 * postMessage behave as in a browser.
 */
describe('the host bridge', () => {
  let frame: HTMLIFrameElement;
  let self: Window;
  let parent: Window;
  let bridge: HostBridge | undefined;
  let postToParent: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    frame = document.createElement('iframe');
    document.body.append(frame);
    self = frame.contentWindow as Window;
    parent = self.parent;
    postToParent = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    bridge?.close();
    frame.remove();
  });

  const deliver = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    self.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? OWN,
        source: init.source === undefined ? parent : init.source,
      }),
    );

  it('says ready to the parent, addressed to its own origin only', () => {
    bridge = connectToHost({ self, hostOrigins: [OWN], onContext: vi.fn() });
    expect(bridge.hosted).toBe(true);
    expect(postToParent).toHaveBeenCalledTimes(1);
    expect(postToParent).toHaveBeenCalledWith({ source: 'workbench-app', type: 'ready', version: 1 }, OWN);
  });

  it('applies every valid context from the parent', () => {
    const onContext = vi.fn();
    bridge = connectToHost({ self, hostOrigins: [OWN], onContext });
    deliver(contextMessage());
    deliver(contextMessage({ language: 'de-DE', token: 'token-2' }));
    expect(onContext).toHaveBeenCalledTimes(2);
    expect(onContext.mock.calls[0]?.[0]).toEqual(hostContext());
    expect(onContext.mock.calls[1]?.[0]).toMatchObject({ language: 'de-DE', token: 'token-2' });
  });

  it('ignores messages from other windows, from other origins, and malformed ones', () => {
    const onContext = vi.fn();
    bridge = connectToHost({ self, hostOrigins: [OWN], onContext });
    const stranger = document.createElement('iframe');
    document.body.append(stranger);
    deliver(contextMessage(), { source: stranger.contentWindow });
    deliver(contextMessage(), { source: null });
    deliver(contextMessage(), { origin: 'https://evil.example' });
    deliver({ ...contextMessage(), source: 'workbench-app' });
    deliver({ ...contextMessage(), version: 2 });
    deliver({ ...contextMessage(), context: { ...hostContext(), token: 42 } });
    deliver({ ...contextMessage(), context: { ...hostContext(), language: 'fr' } });
    deliver('context');
    deliver(null);
    expect(onContext).not.toHaveBeenCalled();
    stranger.remove();
  });

  it('accepts another origin only when configured, and then answers only that origin', () => {
    const portal = 'https://portal.example-plant.com';
    const onContext = vi.fn();
    bridge = connectToHost({ self, hostOrigins: [OWN, portal], onContext });
    expect(postToParent).toHaveBeenCalledWith(expect.objectContaining({ type: 'ready' }), portal);
    deliver(contextMessage(), { origin: portal });
    expect(onContext).toHaveBeenCalledTimes(1);
    postToParent.mockClear();
    bridge.tokenExpired();
    bridge.failed('x'.repeat(600));
    expect(postToParent).toHaveBeenCalledTimes(2);
    expect(postToParent).toHaveBeenNthCalledWith(1, { source: 'workbench-app', type: 'token-expired' }, portal);
    expect(postToParent).toHaveBeenNthCalledWith(
      2,
      { source: 'workbench-app', type: 'failed', message: 'x'.repeat(500) },
      portal,
    );
  });

  it('hands on the codes the shell scanned, only from the parent and a trusted origin', () => {
    const onContext = vi.fn();
    const onScan = vi.fn();
    bridge = connectToHost({ self, hostOrigins: [OWN], onContext, onScan });
    const scan = (code: unknown) => ({ source: 'workbench-host', type: 'scan', code });
    deliver(scan('BIN-A-01-03'));
    deliver(scan('STRANGER'), { origin: 'https://evil.example' });
    deliver(scan('STRANGER'), { source: null });
    deliver(scan(''));
    deliver(scan('x'.repeat(129)));
    deliver({ ...scan('FORGED'), source: 'workbench-app' });
    expect(onScan.mock.calls).toEqual([['BIN-A-01-03']]);
    expect(onContext).not.toHaveBeenCalled();
  });

  it('stops listening when closed', () => {
    const onContext = vi.fn();
    bridge = connectToHost({ self, hostOrigins: [OWN], onContext });
    bridge.close();
    deliver(contextMessage());
    expect(onContext).not.toHaveBeenCalled();
  });

  it('knows when it is not framed at all, and then sends nothing', () => {
    bridge = connectToHost({ self: parent, hostOrigins: [OWN], onContext: vi.fn() });
    expect(bridge.hosted).toBe(false);
    bridge.tokenExpired();
    expect(postToParent).not.toHaveBeenCalled();
  });

  it('reports activity in the frame to the shell, at most every few seconds', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      bridge = connectToHost({ self, hostOrigins: [OWN], onContext: vi.fn() });
      const activity = () =>
        postToParent.mock.calls.filter((call: unknown[]) => (call[0] as { type: string }).type === 'activity');
      self.dispatchEvent(new Event('keydown'));
      self.dispatchEvent(new Event('pointerdown'));
      expect(activity()).toHaveLength(1);
      vi.setSystemTime(1_000_000 + ACTIVITY_REPORT_EVERY_MS);
      self.dispatchEvent(new Event('wheel'));
      expect(activity()).toHaveLength(2);
      expect(activity()[0]).toEqual([{ source: 'workbench-app', type: 'activity' }, OWN]);
    } finally {
      vi.useRealTimers();
    }
  });
});
