import { io, type Socket } from 'socket.io-client';
import type { HubClients } from './hub-clients';
import { waitForCount } from './latency';

/** Socket.IO clients on WebSocket only, the counterpart of the hub clients. */
export async function connectSocketIoClients(
  url: string,
  count: number,
  event: string,
  batch = 250,
): Promise<HubClients> {
  const sockets: Socket[] = [];
  const arrivals: number[] = [];
  let ready = 0;
  for (let i = 0; i < count; i += batch) {
    const size = Math.min(batch, count - i);
    for (let j = 0; j < size; j += 1) {
      const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
      socket.on('connect', () => {
        ready += 1;
      });
      socket.on(event, () => arrivals.push(performance.now()));
      sockets.push(socket);
    }
    await waitForCount(() => ready, i + size, 60_000, 'Socket.IO clients connected');
  }
  return {
    arrivals,
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
