import { once } from 'node:events';
import { connect } from 'node:net';
import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';
import { listen } from '../../test/hubs';
import { translate } from './messages';

/** What came back on a raw connection, read until the server closed it. */
interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as it is, in one write, and reads the answer until the server ends the connection. */
async function sendRaw(port: number, request: string): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  // 'end' is the server closing its side: the answer was the last thing on this connection.
  await once(socket, 'end');
  socket.destroy();
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { statusLine, headers, body };
}

const refusal = (language: 'zh-Hans' | 'en' | 'de-DE', key: string, params = {}) => ({
  code: 0,
  errorCode: '10000',
  message: translate(language, key, params),
  data: null,
});

function expectEnvelope(answer: RawAnswer, statusLine: string, body: object): void {
  expect(answer.statusLine).toBe(statusLine);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers.connection).toBe('close');
  expect(JSON.parse(answer.body)).toEqual(body);
}

describeWithDb('requests refused by the HTTP parser', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
    port = Number(new URL(baseUrl).port);
  });
  afterAll(() => app?.close());

  /** A call on a new connection, as the portal makes them: still answered after a refusal. */
  async function expectServerStillAnswers(): Promise<void> {
    const answer = await fetch(`${baseUrl}${API_PATHS.localization.frontEnd}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ serviceTypes: ['Web'], languages: ['en'] }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(1);
  }

  it('answers an address of 20 KB with 431 in the envelope, in the default language', async () => {
    const path = `${API_PATHS.identity.profile}?q=${'a'.repeat(20 * 1024)}`;
    const answer = await sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expectEnvelope(
      answer,
      'HTTP/1.1 431 Request Header Fields Too Large',
      refusal('zh-Hans', 'errors.headersTooLarge', { limit: '16 KiB' }),
    );
    await expectServerStillAnswers();
  });

  it('answers a header of 20 KB with 431 in the envelope, in the language the request asked for', async () => {
    for (const language of ['en', 'de-DE'] as const) {
      const request = [
        `POST ${API_PATHS.identity.profile} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Accept-Language: ${language}`,
        `Cookie: session=${'b'.repeat(20 * 1024)}`,
        'Content-Length: 0',
      ].join('\r\n');
      const answer = await sendRaw(port, `${request}\r\n\r\n`);
      expectEnvelope(
        answer,
        'HTTP/1.1 431 Request Header Fields Too Large',
        refusal(language, 'errors.headersTooLarge', { limit: '16 KiB' }),
      );
    }
    expect(translate('de-DE', 'errors.headersTooLarge', { limit: '16 KiB' })).toMatch(/zu lang/);
    await expectServerStillAnswers();
  });

  it('answers what is not HTTP at all with 400 in the envelope', async () => {
    const answer = await sendRaw(port, 'HELLO THERE\r\nAccept-Language: en\r\n\r\n');
    expectEnvelope(answer, 'HTTP/1.1 400 Bad Request', refusal('en', 'errors.badRequest'));
    await expectServerStillAnswers();
  });
});
