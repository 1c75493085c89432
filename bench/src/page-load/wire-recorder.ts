import type { CDPSession } from 'playwright-core';

/** One finished response as the browser's network stack saw it. */
export interface WireResponse {
  path: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font, … */
  type: string;
  /** Bytes received for it in all: status line, headers and the body as sent (compressed or not). */
  wireBytes: number;
  /** The body's part of wireBytes, as sent. */
  bodyBytes: number;
  contentEncoding: string;
  /** When the request was sent, in epoch milliseconds (the probe's clock). */
  requestedAt: number;
}

/**
 * Records, through the Chrome DevTools Protocol, every request of a page and the bytes each took
 * on the wire: `Network.loadingFinished.encodedDataLength` (everything received for the request,
 * headers included) and the sum of `Network.dataReceived.encodedDataLength` (the body as sent).
 * Nothing is decompressed or re-compressed here: the figures are what the server sent.
 */
export class WireRecorder {
  /** Open requests: their address and when they were sent (performance.now() here). */
  private readonly started = new Map<string, { url: string; at: number }>();
  private readonly sentAt = new Map<string, number>();
  private readonly responses = new Map<string, { type: string; path: string; contentEncoding: string }>();
  private readonly bodies = new Map<string, number>();
  private readonly finished: WireResponse[] = [];
  private lastActivity = performance.now();

  constructor(client: CDPSession) {
    client.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      // An event stream stays open by design; it is not part of loading the page.
      if (event.type !== 'EventSource')
        this.started.set(event.requestId, { url: event.request.url, at: performance.now() });
      // A redirect sends the same request id again; the first send is when it was asked for.
      if (!this.sentAt.has(event.requestId)) this.sentAt.set(event.requestId, event.wallTime * 1000);
      this.lastActivity = performance.now();
    });
    client.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      this.responses.set(event.requestId, {
        type: event.type,
        path: new URL(event.response.url).pathname,
        contentEncoding: headers['content-encoding'] ?? '',
      });
    });
    client.on('Network.dataReceived', (event) => {
      this.bodies.set(event.requestId, (this.bodies.get(event.requestId) ?? 0) + event.encodedDataLength);
    });
    client.on('Network.loadingFinished', (event) => {
      const response = this.responses.get(event.requestId);
      if (response) {
        this.finished.push({
          ...response,
          wireBytes: event.encodedDataLength,
          bodyBytes: this.bodies.get(event.requestId) ?? 0,
          requestedAt: this.sentAt.get(event.requestId) ?? Number.NaN,
        });
      }
      this.settle(event.requestId);
    });
    client.on('Network.loadingFailed', (event) => this.settle(event.requestId));
  }

  private settle(requestId: string): void {
    this.started.delete(requestId);
    this.lastActivity = performance.now();
  }

  /** The responses finished so far; `take` empties the list, so each phase reads its own. */
  take(): WireResponse[] {
    return this.finished.splice(0);
  }

  /**
   * Waits until no request has been open for `quietMs`, counted from now at the earliest: what a
   * page asks for just after the moment it was waited for (a chunk loaded once the menu is shown)
   * belongs to it, even when the requests before that moment ended long ago, as they do on a slow
   * machine whose rendering took longer than `quietMs`. Web sockets are not requests here, event
   * streams are left out, and a request open for longer than `longLivedMs` (a long poll) no
   * longer counts as loading. Fails after `timeoutMs`.
   */
  async quiet(quietMs = 500, timeoutMs = 30_000, longLivedMs = 10_000): Promise<void> {
    const from = performance.now();
    const deadline = from + timeoutMs;
    for (;;) {
      const now = performance.now();
      const loading = [...this.started.values()].filter((request) => now - request.at < longLivedMs);
      if (loading.length === 0 && now - Math.max(this.lastActivity, from) >= quietMs) return;
      if (now > deadline) throw new Error(`the page kept loading: ${loading.map((r) => r.url).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
