import { HOST_BRIDGE_VERSION, type HostContext } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostBridge, type HostBridge } from './host-bridge';

const ORIGIN = window.location.origin;
const context: HostContext = {
  token: 'token-1',
  ticket: 'ticket-1',
  language: 'de-DE',
  apiBaseUrl: '',
  applicationId: 'wms',
  subSystem: { id: 'sz01', code: 'SZ01', displayName: 'Suzhou Plant' },
  dataPermissionCodes: ['WH-SZ-RAW'],
  route: '/inventory/stock',
};

/* The sub-application is a real iframe of the jsdom page, so event.source and postMessage behave as in a browser. */
describe('the host bridge (shell side)', () => {
  let frame: HTMLIFrameElement;
  let bridge: HostBridge;
  const onMessage = vi.fn();

  beforeEach(() => {
    frame = document.createElement('iframe');
    document.body.append(frame);
    onMessage.mockReset();
    bridge = createHostBridge({ frame, origin: ORIGIN, onMessage });
  });
  afterEach(() => {
    bridge.dispose();
    frame.remove();
  });

  const fromApp = (data: unknown, source: Window | null = frame.contentWindow, origin = ORIGIN) =>
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));

  it('passes on what the frame says, when it matches the contract', () => {
    fromApp({ source: 'workbench-app', type: 'ready', version: HOST_BRIDGE_VERSION });
    fromApp({ source: 'workbench-app', type: 'failed', message: 'Database offline' });
    expect(onMessage.mock.calls.map(([message]) => message.type)).toEqual(['ready', 'failed']);
  });

  it('ignores other windows, other origins and anything malformed', () => {
    fromApp({ source: 'workbench-app', type: 'ready', version: 1 }, window);
    fromApp({ source: 'workbench-app', type: 'ready', version: 1 }, frame.contentWindow, 'https://evil.example');
    fromApp({ source: 'workbench-app', type: 'give-me-the-token' });
    fromApp('ready');
    fromApp({ source: 'workbench-app', type: 'failed', message: 'x'.repeat(501) });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('sends the context to the frame, addressed to its origin only', () => {
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    bridge.send(context);
    expect(post).toHaveBeenCalledWith(
      { source: 'workbench-host', type: 'context', version: HOST_BRIDGE_VERSION, context },
      ORIGIN,
    );
  });

  it('sends a scanned code to the frame, addressed to its origin only', () => {
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    bridge.sendScan('BIN-A-01-03');
    expect(post).toHaveBeenCalledWith({ source: 'workbench-host', type: 'scan', code: 'BIN-A-01-03' }, ORIGIN);
  });

  it('stops listening once disposed', () => {
    bridge.dispose();
    fromApp({ source: 'workbench-app', type: 'ready', version: HOST_BRIDGE_VERSION });
    expect(onMessage).not.toHaveBeenCalled();
  });
});
