import { type AppToHostMessage, HOST_BRIDGE_VERSION, type HostContext, hostToAppMessageSchema } from '../host-bridge';

/*
 * The app's half of the host bridge (packages/contracts/src/host-bridge.ts): say "ready" to the
 * shell, take each context and scanned code it sends, tell it when the token has expired or the page has failed.
 * A message counts only when it comes from window.parent, from a trusted origin, and matches the
 * contract; anything else is dropped without a word, as a page can receive messages from anyone.
 */

export interface HostBridgeOptions {
  /** The app's window (tests hand in a stand-in). */
  self: Window;
  /** Origins allowed to host the app (config.ts: the app's own unless more are configured). */
  hostOrigins: readonly string[];
  onContext(context: HostContext): void;
  /** A barcode the shell's scanner input delivered to this page (docs/adr/0015-handheld-mode.md). */
  onScan?(code: string): void;
}

export interface HostBridge {
  /** False when the app runs in a top-level window: no shell will ever answer. */
  readonly hosted: boolean;
  /** Says "ready" again, e.g. when the user retries after the shell did not answer. */
  sayReady(): void;
  /** Asks the shell to refresh the session; it answers with a new context. */
  tokenExpired(): void;
  /** Tells the shell the page cannot go on (it shows the message in the page's tab). */
  failed(message: string): void;
  close(): void;
}

const MESSAGE_MAX = 500;
/** Activity is reported at most this often: enough for a logout measured in minutes. */
export const ACTIVITY_REPORT_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function connectToHost({ self, hostOrigins, onContext, onScan }: HostBridgeOptions): HostBridge {
  const parent = self.parent;
  const hosted = parent !== null && parent !== self;
  // Learnt from the first accepted context; until then "ready" goes to every trusted origin
  // (postMessage delivers to a window only when the target origin matches it).
  let hostOrigin: string | null = null;

  const send = (message: AppToHostMessage) => {
    if (!hosted) return;
    for (const origin of hostOrigin ? [hostOrigin] : hostOrigins) parent.postMessage(message, origin);
  };

  const onMessage = (event: MessageEvent) => {
    if (!hosted || event.source !== parent) return;
    if (!hostOrigins.includes(event.origin)) return;
    const parsed = hostToAppMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    if (parsed.data.type === 'scan') {
      onScan?.(parsed.data.code);
      return;
    }
    hostOrigin = event.origin;
    onContext(parsed.data.context);
  };

  // The shell signs idle users out; work done inside this frame must count as activity there too.
  let lastActivity = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastActivity < ACTIVITY_REPORT_EVERY_MS) return;
    lastActivity = now;
    send({ source: 'workbench-app', type: 'activity' });
  };

  self.addEventListener('message', onMessage);
  for (const name of ACTIVITY_EVENTS) self.addEventListener(name, onActivity, { passive: true, capture: true });
  const sayReady = () => send({ source: 'workbench-app', type: 'ready', version: HOST_BRIDGE_VERSION });
  sayReady();

  return {
    hosted,
    sayReady,
    tokenExpired: () => send({ source: 'workbench-app', type: 'token-expired' }),
    failed: (message) => send({ source: 'workbench-app', type: 'failed', message: message.slice(0, MESSAGE_MAX) }),
    close() {
      self.removeEventListener('message', onMessage);
      for (const name of ACTIVITY_EVENTS) self.removeEventListener(name, onActivity, { capture: true });
    },
  };
}
