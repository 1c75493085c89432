// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_BRIDGE_VERSION } from '../host-bridge';
import { hostContext } from './host-context-fixture';
import { type HostSession, startHostSession } from './host-session';

describe('the host session', () => {
  let frame: HTMLIFrameElement;
  let self: Window;
  let session: HostSession | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    frame = document.createElement('iframe');
    document.body.append(frame);
    self = frame.contentWindow as Window;
    vi.spyOn(self.parent, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    session?.close();
    frame.remove();
    vi.useRealTimers();
  });

  const sendContext = (token: string) =>
    self.dispatchEvent(
      new MessageEvent('message', {
        data: {
          source: 'workbench-host',
          type: 'context',
          version: HOST_BRIDGE_VERSION,
          context: hostContext({ token }),
        },
        origin: window.location.origin,
        source: self.parent,
      }),
    );

  it('waits for the context, then tells subscribers about each new one', () => {
    session = startHostSession({ self, hostOrigins: [window.location.origin], contextTimeoutMs: 4000 });
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.getState()).toEqual({ status: 'connecting' });
    sendContext('token-1');
    sendContext('token-2');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.getState()).toEqual({ status: 'ready', context: hostContext({ token: 'token-2' }) });
    vi.advanceTimersByTime(10_000);
    expect(session.getState().status).toBe('ready');
  });

  it('tells scan subscribers each scanned code, without changing the state', () => {
    session = startHostSession({ self, hostOrigins: [window.location.origin], contextTimeoutMs: 4000 });
    sendContext('token-1');
    const state = session.getState();
    const scans = vi.fn();
    const unsubscribe = session.subscribeScan(scans);
    const scan = (code: string) =>
      self.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'workbench-host', type: 'scan', code },
          origin: window.location.origin,
          source: self.parent,
        }),
      );
    scan('MAT-100234');
    unsubscribe();
    scan('MAT-100235');
    expect(scans.mock.calls).toEqual([['MAT-100234']]);
    expect(session.getState()).toBe(state);
  });

  it('gives up after the time-out, but still takes a late context', () => {
    session = startHostSession({ self, hostOrigins: [window.location.origin], contextTimeoutMs: 4000 });
    vi.advanceTimersByTime(3999);
    expect(session.getState().status).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(session.getState().status).toBe('unreachable');
    sendContext('late');
    expect(session.getState()).toMatchObject({ status: 'ready', context: { token: 'late' } });
  });

  it('on retry says ready again and waits another time-out', () => {
    session = startHostSession({ self, hostOrigins: [window.location.origin], contextTimeoutMs: 500 });
    const post = vi.mocked(self.parent.postMessage);
    const readies = () => post.mock.calls.filter(([message]) => (message as { type: string }).type === 'ready').length;
    vi.advanceTimersByTime(500);
    expect(session.getState().status).toBe('unreachable');
    const before = readies();
    session.retry();
    expect(session.getState().status).toBe('connecting');
    expect(readies()).toBeGreaterThan(before);
    vi.advanceTimersByTime(500);
    expect(session.getState().status).toBe('unreachable');
    session.retry();
    sendContext('answered');
    expect(session.getState()).toMatchObject({ status: 'ready', context: { token: 'answered' } });
  });

  it('knows at once when the page is not framed', () => {
    session = startHostSession({ self: self.parent, hostOrigins: [window.location.origin], contextTimeoutMs: 4000 });
    expect(session.getState().status).toBe('outside');
  });
});
