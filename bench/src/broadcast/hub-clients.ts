import WebSocket from 'ws';
import { waitForCount } from './latency';

const RS = '\u001e';
/** Clients ping like the official client, so the server's 30 s client timeout never ends them. */
const CLIENT_PING_MS = 10_000;

export interface HubClientOptions {
  /** How many connect at once before the next batch starts. */
  batch?: number;
  /** Told of each arrival with the client it reached and its frame, for measures that tell clients apart. */
  onArrival?: (client: number, at: number, frame: Buffer) => void;
}

export interface HubClients {
  /** When each client received the broadcast (performance.now()), in arrival order. */
  arrivals: number[];
  close(): void;
}

/**
 * Many minimal hub clients speaking SignalR's JSON protocol over their own WebSocket (skipping
 * negotiation, as the official client may): lighter than the official client, so that this
 * process measures the server rather than itself.
 */
export async function connectHubClients(
  url: string,
  count: number,
  method: string,
  { batch = 250, onArrival }: HubClientOptions = {},
): Promise<HubClients> {
  const sockets: WebSocket[] = [];
  const arrivals: number[] = [];
  let ready = 0;
  const open = (): void => {
    const client = sockets.length;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    let handshaken = false;
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    const marker = Buffer.from(`"target":"${method}"`);
    socket.on('message', (data: Buffer) => {
      if (!handshaken) {
        handshaken = true;
        ready += 1;
        return;
      }
      // Timestamp first; the check reads the bytes without decoding them.
      const at = performance.now();
      if (!data.includes(marker)) return;
      arrivals.push(at);
      onArrival?.(client, at, data);
    });
    socket.on('error', () => undefined);
  };
  // Pinging from the start: connecting thousands takes longer than the server's client timeout.
  const ping = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
  }, CLIENT_PING_MS);
  for (let i = 0; i < count; i += batch) {
    const size = Math.min(batch, count - i);
    for (let j = 0; j < size; j += 1) open();
    await waitForCount(() => ready, i + size, 60_000, 'hub clients connected');
  }
  return {
    arrivals,
    close() {
      clearInterval(ping);
      for (const socket of sockets) socket.terminate();
    },
  };
}
