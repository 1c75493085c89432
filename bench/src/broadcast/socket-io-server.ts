// A Socket.IO server doing what the hub server does in the broadcast benchmark: it holds the
// connections and, when asked over HTTP, emits one message to all of them. Run as its own process
// so that its memory is measured alone. Prints its port on stdout.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { DRILL_NOTIFICATION } from './broadcast-payload';

const http = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/broadcast') {
    io.emit('FirePopUpNotification', DRILL_NOTIFICATION);
    response.end('ok');
    return;
  }
  if (request.url === '/count') {
    response.end(String(io.engine.clientsCount));
    return;
  }
  response.statusCode = 404;
  response.end();
});
const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
});
