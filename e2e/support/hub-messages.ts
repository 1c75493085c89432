import type { BrowserContext, Page } from 'playwright-core';

/** One message a hub sent the page, as the page's own code received it. */
export interface HubMessage {
  /** The hub's path, e.g. /api/BaseService/monitor. */
  hub: string;
  /** The parsed SignalR record ({"type": 1, "target": …, "arguments": […]}, completions, pings). */
  record: { type?: number; target?: string; arguments?: unknown[]; invocationId?: string };
}

interface RecordingWindow {
  __hubMessages?: HubMessage[];
}

/**
 * Records, in every page of the context from its first script on, each message a WebSocket hands
 * the page. The recording listener is added when the socket is made, before the SignalR client
 * sets its own handler, so a message recorded here has also reached the portal's code (both run
 * in the same dispatch of the event).
 */
export async function recordHubMessages(context: BrowserContext): Promise<(page: Page) => Promise<HubMessage[]>> {
  await context.addInitScript(() => {
    const recorded: HubMessage[] = [];
    (window as RecordingWindow).__hubMessages = recorded;
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        const hub = new URL(this.url).pathname;
        this.addEventListener('message', (event: MessageEvent) => {
          for (const text of String(event.data).split('\u001e')) {
            if (text) recorded.push({ hub, record: JSON.parse(text) });
          }
        });
      }
    };
  });
  return (page) => page.evaluate(() => [...((window as RecordingWindow).__hubMessages ?? [])]);
}
