import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHostAllowed, isLinkLocal } from './address-rules';
import type { OutboundError } from './outbound-error';
import { guardedLookup, postOutbound } from './outbound-post';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const received: { path: string; body: string; headers: IncomingMessage['headers'] }[] = [];
let handler: Handler;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, headers: request.headers });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const anyHost = { allowedHosts: [] };
const post = (path: string, timeoutMs = 2_000) =>
  postOutbound(
    { url: `${base}${path}`, headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs },
    anyHost,
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as OutboundError,
  );

describe('an outgoing POST', () => {
  it('delivers the body and headers and resolves with the answer', async () => {
    handler = (_request, _body, response) => response.writeHead(200).end('{"errcode":0}');
    await expect(post('/hook')).resolves.toEqual({ status: 200, body: '{"errcode":0}' });
    expect(received.at(-1)).toMatchObject({ path: '/hook', body: '{"a":1}' });
    expect(received.at(-1)?.headers['content-type']).toBe('application/json');
  });

  it('reports a server error as worth retrying, and a refusal as not', async () => {
    handler = (_request, _body, response) => response.writeHead(500).end('down');
    const serverError = await failureOf(post('/hook'));
    expect([serverError.reason, serverError.status, serverError.retryable]).toEqual(['refused-by-receiver', 500, true]);
    handler = (_request, _body, response) => response.writeHead(400).end('bad');
    expect((await failureOf(post('/hook'))).retryable).toBe(false);
  });

  it('does not follow a redirect', async () => {
    handler = (request, _body, response) =>
      request.url === '/moved' ? response.writeHead(307, { location: `${base}/elsewhere` }).end() : response.end('ok');
    const before = received.length;
    const failure = await failureOf(post('/moved'));
    expect([failure.reason, failure.retryable]).toEqual(['redirect', false]);
    expect(received.slice(before).map((entry) => entry.path)).toEqual(['/moved']);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    handler = (_request, _body, response) => setTimeout(() => response.end('late'), 1_000);
    const failure = await failureOf(post('/slow', 150));
    expect([failure.reason, failure.retryable]).toEqual(['timeout', true]);
  });

  it('stops a call when its caller aborts, and sends nothing once aborted', async () => {
    handler = (_request, _body, response) => setTimeout(() => response.end('late'), 5_000);
    const controller = new AbortController();
    const call = failureOf(
      postOutbound(
        { url: `${base}/slow`, headers: {}, body: '{}', timeoutMs: 60_000, signal: controller.signal },
        anyHost,
      ),
    );
    controller.abort();
    expect(await call).toMatchObject({ reason: 'aborted', retryable: false });
    const stopped = await failureOf(
      postOutbound(
        { url: `${base}/never`, headers: {}, body: '', timeoutMs: 1_000, signal: controller.signal },
        anyHost,
      ),
    );
    expect(stopped.reason).toBe('aborted');
    expect(received.map((entry) => entry.path)).not.toContain('/never');
  });

  it('reports a receiver that is not there as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await failureOf(
      postOutbound({ url: `http://127.0.0.1:${port}/`, headers: {}, body: '', timeoutMs: 2_000 }, anyHost),
    );
    expect([failure.reason, failure.detail, failure.retryable]).toEqual([
      'network',
      `127.0.0.1:${port}: ECONNREFUSED`,
      true,
    ]);
  });

  it('refuses other schemes, link-local addresses and hosts off the allow-list before sending anything', async () => {
    const before = received.length;
    const refusal = (url: string, allowedHosts: string[] = []) =>
      failureOf(postOutbound({ url, headers: {}, body: '', timeoutMs: 1_000 }, { allowedHosts })).then((e) => e.reason);
    expect(await refusal('ftp://127.0.0.1/x')).toBe('scheme');
    expect(await refusal('javascript:alert(1)')).toBe('scheme');
    expect(await refusal('not an address')).toBe('scheme');
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toBe('link-local');
    expect(await refusal('http://[fe80::1]/')).toBe('link-local');
    expect(await refusal(`${base}/hook`, ['hooks.example.com'])).toBe('host-not-allowed');
    expect(received.length).toBe(before);
  });
});

describe('resolving a receiver name', () => {
  const resolve = (name: string) =>
    new Promise<unknown>((done) => guardedLookup(name, { all: true }, (error, addresses) => done(error ?? addresses)));

  it('refuses a name whose addresses include a link-local one, and passes others through', async () => {
    expect(await resolve('169.254.10.10')).toMatchObject({ reason: 'link-local' });
    expect(await resolve('127.0.0.1')).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });
});

describe('the address rules', () => {
  it('know link-local addresses in both families, mapped ones included', () => {
    expect(['169.254.169.254', 'fe80::1', '::ffff:169.254.1.1'].map(isLinkLocal)).toEqual([true, true, true]);
    expect(['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1', 'example.com'].map(isLinkLocal)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('match allow-list entries exactly or by subdomain', () => {
    const list = ['mes.plant.local', '*.dingtalk.com', '10.0.0.5'];
    expect(isHostAllowed('MES.plant.local.', list)).toBe(true);
    expect(isHostAllowed('oapi.dingtalk.com', list)).toBe(true);
    expect(isHostAllowed('dingtalk.com', list)).toBe(false);
    expect(isHostAllowed('evil-dingtalk.com', list)).toBe(false);
    expect(isHostAllowed('10.0.0.5', list)).toBe(true);
    expect(isHostAllowed('10.0.0.6', list)).toBe(false);
    expect(isHostAllowed('anything.example', [])).toBe(true);
  });
});
