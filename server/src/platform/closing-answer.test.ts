import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Everything the server sends on a connection it closes after answering. */
async function answerOf(socket: Socket): Promise<RawAnswer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'end');
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
}

async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

describeWithDb('calls that arrive while the server is stopping', () => {
  let app: FastifyInstance;
  let closed: Promise<void> | undefined;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await (closed ?? app?.close());
  });

  it('finish the call in flight and refuse new ones with 503 in the envelope', async () => {
    const { port } = app.server.address() as { port: number };
    const body = JSON.stringify({ userName: 'admin', password: 'not-the-password' });
    // A sign-in whose body is still on its way: the call is in flight when stopping begins.
    const inFlight = await openConnection(port);
    inFlight.write(
      `POST ${API_PATHS.identity.newLogin} HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A caller on an open connection whose next call is half sent.
    const late = await openConnection(port);
    late.write(`GET ${API_PATHS.identity.profile} HTTP/1.1\r\nHost: portal\r\n`);

    closed = app.close();
    await vi.waitFor(() => expect(app.server.listening).toBe(false));

    const lateAnswer = answerOf(late);
    late.write('Accept-Language: de-DE\r\n\r\n');
    const refused = await lateAnswer;
    expect(refused.status).toBe(503);
    expect(refused.headers).toContain('retry-after: 5');
    expect(JSON.parse(refused.body)).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'Der Server wird neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
      data: null,
    });

    const inFlightAnswer = answerOf(inFlight);
    inFlight.write(body.slice(10));
    const finished = await inFlightAnswer;
    expect(finished.status).toBe(400);
    expect(JSON.parse(finished.body).message).toBe('用户名或密码错误。');
    await closed;
  });
});
