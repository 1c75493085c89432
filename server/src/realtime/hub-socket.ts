import type { WebSocket } from 'ws';
import type { ConnectionContext, HubConnectionInfo } from './realtime-types';
import {
  closeFrame,
  completionFrame,
  handshakeResponse,
  type InvocationMessage,
  MESSAGE_TYPES,
  parseHandshake,
  parseHubMessage,
  splitRecords,
} from './signalr/json-hub-protocol';

/** A client that has not said which protocol it speaks within this time is let go. */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
/** Frames waiting for a slow client beyond this many bytes end its connection rather than the server's memory. */
const SEND_BUFFER_LIMIT = 4 * 1024 * 1024;

export interface HubSocketEvents {
  /** The handshake succeeded: the connection joins its groups. */
  opened(socket: HubSocket): void;
  /** A client invocation; the promise's value or error becomes the completion. */
  invoke(socket: HubSocket, message: InvocationMessage): Promise<{ result?: unknown } | { error: string }>;
  /** The connection ended, for whatever reason; called once. */
  closed(socket: HubSocket): void;
}

type Phase = 'handshake' | 'open' | 'closed';

/**
 * One WebSocket speaking SignalR's JSON hub protocol: the handshake first, then invocations,
 * pings and close messages. Client input never throws here: a message that is not the protocol's
 * ends only this connection, with a close message saying why.
 */
export class HubSocket {
  info: HubConnectionInfo;
  readonly state = new Map<string, unknown>();
  /** When the client last sent anything; the keep-alive sweep ends connections that went quiet. */
  lastReceivedAt = Date.now();
  private phase: Phase = 'handshake';
  private pending = '';
  private readonly handshakeTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    info: HubConnectionInfo,
    private readonly events: HubSocketEvents,
  ) {
    this.info = info;
    socket.on('message', (data, isBinary) => this.receive(isBinary ? data : data.toString()));
    socket.on('close', () => this.finish());
    socket.on('error', () => this.finish());
    this.handshakeTimer = setTimeout(() => this.close('Handshake was canceled.'), HANDSHAKE_TIMEOUT_MS);
    this.handshakeTimer.unref();
  }

  get isOpen(): boolean {
    return this.phase === 'open';
  }

  /**
   * Writes a frame already in wire form. A broadcast encodes its frame once and hands every
   * connection the same bytes, sent as a text message.
   */
  sendFrame(frame: string | Buffer): void {
    if (this.phase !== 'open' || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > SEND_BUFFER_LIMIT) {
      this.close('The connection could not keep up with its messages.');
      return;
    }
    this.socket.send(frame, { binary: false });
  }

  /** Ends the connection with a close message; `allowReconnect` tells the client it may come back. */
  close(error?: string, allowReconnect = false): void {
    if (this.phase === 'closed') return;
    if (this.socket.readyState === this.socket.OPEN) {
      if (this.phase === 'open') this.socket.send(closeFrame(error, allowReconnect));
      this.socket.close(1000);
    } else {
      this.socket.terminate();
    }
    this.finish();
  }

  /** A context for hub methods and topic handlers serving this connection. */
  context(setLanguage: (language: string) => void, send: ConnectionContext['send']): ConnectionContext {
    const socket = this;
    return {
      // Read when used: a language change replaces the info.
      get connection() {
        return socket.info;
      },
      state: this.state,
      setLanguage,
      send,
    };
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[] | string): void {
    if (this.phase === 'closed') return;
    if (typeof data !== 'string') {
      this.close('Binary messages are not supported; use the JSON protocol.');
      return;
    }
    this.lastReceivedAt = Date.now();
    const { records, rest } = splitRecords(this.pending, data);
    this.pending = rest;
    for (const record of records) {
      // The previous record may have ended the connection.
      if ((this.phase as Phase) === 'closed') return;
      if (this.phase === 'handshake') this.handshake(record);
      else this.message(record);
    }
  }

  private handshake(text: string): void {
    clearTimeout(this.handshakeTimer);
    const parsed = parseHandshake(text);
    if (!parsed.ok) {
      this.socket.send(handshakeResponse(parsed.error));
      this.close();
      return;
    }
    this.socket.send(handshakeResponse());
    this.phase = 'open';
    this.events.opened(this);
  }

  private message(text: string): void {
    const parsed = parseHubMessage(text);
    if (!parsed.ok) {
      this.close(`Connection closed with an error: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case MESSAGE_TYPES.invocation:
        void this.events.invoke(this, message).then((outcome) => {
          if (message.invocationId !== undefined) this.sendFrame(completionFrame(message.invocationId, outcome));
        });
        return;
      case MESSAGE_TYPES.streamInvocation:
        this.sendFrame(completionFrame(message.invocationId, { error: 'Streaming methods are not offered.' }));
        return;
      case MESSAGE_TYPES.close:
        this.close();
        return;
      default:
        // Pings only prove the client is there; stream items, cancellations and completions of
        // server-to-client calls are not used by these hubs.
        return;
    }
  }

  private finish(): void {
    if (this.phase === 'closed') return;
    const wasOpen = this.phase === 'open';
    this.phase = 'closed';
    clearTimeout(this.handshakeTimer);
    if (wasOpen) this.events.closed(this);
  }
}
