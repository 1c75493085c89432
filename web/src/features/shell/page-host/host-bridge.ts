import {
  type AppToHostMessage,
  appToHostMessageSchema,
  HOST_BRIDGE_VERSION,
  type HostContext,
  type HostToAppMessage,
} from '@workbench/contracts';

export interface HostBridgeOptions {
  frame: HTMLIFrameElement;
  /** Origin of the sub-application's address: messages go only there and come only from there. */
  origin: string;
  onMessage(message: AppToHostMessage): void;
}

export interface HostBridge {
  send(context: HostContext): void;
  /** A code the shell's scanner input read for this page. */
  sendScan(code: string): void;
  dispose(): void;
}

/**
 * The shell's end of the host bridge (packages/contracts/src/host-bridge.ts). A message counts only
 * when it comes from this frame's window and the sub-application's origin and matches the contract;
 * anything else is ignored, so another frame or a stray extension cannot speak for the application.
 */
export function createHostBridge({ frame, origin, onMessage }: HostBridgeOptions): HostBridge {
  const listener = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const parsed = appToHostMessageSchema.safeParse(event.data);
    if (parsed.success) onMessage(parsed.data);
  };
  window.addEventListener('message', listener);
  return {
    send(context) {
      const message: HostToAppMessage = {
        source: 'workbench-host',
        type: 'context',
        version: HOST_BRIDGE_VERSION,
        context,
      };
      frame.contentWindow?.postMessage(message, origin);
    },
    sendScan(code) {
      const message: HostToAppMessage = { source: 'workbench-host', type: 'scan', code };
      frame.contentWindow?.postMessage(message, origin);
    },
    dispose: () => window.removeEventListener('message', listener),
  };
}
