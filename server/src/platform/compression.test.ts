import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_PATHS } from '@workbench/contracts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../test/helper';
import { demoLookup } from '../seed/demo-lookup';
import { COMPRESSION_THRESHOLD_BYTES, chooseEncoding, installCompression } from './compression';
import { API_DOCS_PATHS } from './openapi';

/** What a browser sends (Chromium, Firefox). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The answer's body as the client reads it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

describe('the encoding an answer is compressed in', () => {
  it('is gzip when the browser accepts it, brotli for a client that takes brotli only', () => {
    expect(chooseEncoding(BROWSER_ENCODINGS)).toBe('gzip');
    expect(chooseEncoding('br')).toBe('br');
    expect(chooseEncoding('BR, deflate')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
  });

  it('follows the weights the client gives, and refuses what it weighs 0', () => {
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(chooseEncoding('gzip;q=0, br')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });

  it('is none for a client that asks for none, or only for encodings the service does not make', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
    expect(chooseEncoding('gzip;q=nonsense')).toBeUndefined();
  });
});

describe('the compression of answers by kind', () => {
  let app: FastifyInstance;
  const text = 'a line of a plant handbook, long enough to be worth compressing. '.repeat(200);
  const workbook = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4000, 7)]);

  beforeAll(async () => {
    app = Fastify();
    installCompression(app);
    app.get('/large', async () => ({ text }));
    app.get<{ Params: { n: string } }>('/numbered/:n', async (request) => ({ n: request.params.n, text }));
    app.get('/small', async () => ({ text: 'short' }));
    app.get('/workbook', (_request, reply) =>
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(workbook),
    );
    app.get('/picture', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4000, 1)));
    app.get('/events', (_request, reply) => reply.type('text/event-stream').send(`data: ${text}\n\n`));
    app.get('/stream', (_request, reply) => reply.type('text/plain').send(Readable.from([text])));
    app.get('/partial', (_request, reply) =>
      reply.code(206).header('content-range', 'bytes 0-9/100').type('text/plain').send(text),
    );
    app.get('/encoded', (_request, reply) =>
      reply.header('content-encoding', 'gzip').type('text/plain').send(Buffer.from('already gzip')),
    );
    app.get('/unchanged', (_request, reply) => reply.code(304).send());
    app.get('/large-document', (_request, reply) => reply.type('text/html').send(`<p>${text.repeat(10)}</p>`));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses a large JSON answer for a client that asks, and says so to caches', async () => {
    for (const [asked, encoding] of [
      [BROWSER_ENCODINGS, 'gzip'],
      ['br', 'br'],
    ] as const) {
      const response = await get('/large', asked);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(text.length / 10);
      expect(JSON.parse(decoded(response))).toEqual({ text });
    }
  });

  it('answers each call its own text when the same and different answers follow each other', async () => {
    for (const n of ['1', '2', '1', '1', '2']) {
      const response = await get(`/numbered/${n}`, BROWSER_ENCODINGS);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(response))).toEqual({ n, text });
    }
  });

  it('sends it as it is to a client that does not ask, still telling caches that it varies', async () => {
    const response = await get('/large');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.json()).toEqual({ text });
  });

  it('leaves a small answer alone', async () => {
    const response = await get('/small', BROWSER_ENCODINGS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual({ text: 'short' });
    expect(Buffer.byteLength(response.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it('leaves workbooks, pictures, event streams, streamed, partial and encoded answers alone', async () => {
    const workbookAnswer = await get('/workbook', BROWSER_ENCODINGS);
    expect(workbookAnswer.headers['content-encoding']).toBeUndefined();
    expect(workbookAnswer.rawPayload.equals(workbook)).toBe(true);
    for (const url of ['/picture', '/events', '/stream', '/partial']) {
      const response = await get(url, BROWSER_ENCODINGS);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/events', BROWSER_ENCODINGS)).body).toBe(`data: ${text}\n\n`);
    expect((await get('/stream', BROWSER_ENCODINGS)).body).toBe(text);
    const encoded = await get('/encoded', BROWSER_ENCODINGS);
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body).toBe('already gzip');
  });

  it('answers HEAD and 304 without a body', async () => {
    const head = await get('/large', BROWSER_ENCODINGS, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const unchanged = await get('/unchanged', BROWSER_ENCODINGS);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer too large to compress inline on the thread pool, to the same bytes', async () => {
    const response = await get('/large-document', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(`<p>${text.repeat(10)}</p>`);
  });
});

describeWithDb('compressed answers of the service', () => {
  let app: FastifyInstance;
  let operator: SignedIn;
  let menuBody: object;

  beforeAll(async () => {
    app = await createTestApp({ seed: 'demo' });
    operator = await loginAs(app, 'operator', 'Operator#1');
    const demo = demoLookup(app.db);
    menuBody = {
      applicationId: await demo.applicationId('WMS'),
      dbId: await demo.dbInstanceId('WMS', 'SZ01'),
      isPda: false,
    };
  });
  afterAll(() => app?.close());

  it("compresses the operator's menu tree for a browser, to the same envelope it sends uncompressed", async () => {
    const plain = await post(app, API_PATHS.menus.userMenuList, menuBody, { as: operator });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const compressed = await post(app, API_PATHS.menus.userMenuList, menuBody, {
      as: operator,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toContain('application/json');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('compresses the API document as brotli for a client that asks for brotli', async () => {
    const plain = await app.inject({ method: 'GET', url: API_DOCS_PATHS.document });
    const compressed = await app.inject({
      method: 'GET',
      url: API_DOCS_PATHS.document,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('keeps the reference page runnable for a browser that asks for compression', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `${API_DOCS_PATHS.page}/`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(page.statusCode).toBe(200);
    expect(decoded(page)).toContain(API_DOCS_PATHS.document);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);

    const plainScript = await app.inject({ method: 'GET', url: `${API_DOCS_PATHS.page}/js/scalar.js` });
    const script = await app.inject({
      method: 'GET',
      url: `${API_DOCS_PATHS.page}/js/scalar.js`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toContain('javascript');
    expect(decoded(script)).toBe(plainScript.body);
  });

  it('leaves small answers and refusals in the envelope readable as they are', async () => {
    const small = await post(
      app,
      API_PATHS.menus.baseMenuList,
      { isPda: false },
      {
        as: operator,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      },
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ code: 1, message: '', data: { baseMenuCodes: {} } });

    const refused = await post(app, API_PATHS.menus.userMenuList, menuBody, {
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(decoded(refused))).toMatchObject({ code: 0, errorCode: '401' });
  });

  it("sends an export's workbook as it is: it is compressed already", async () => {
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const started = await post(app, API_PATHS.downloadTasks.exportUsers, undefined, { as: admin });
    const { id } = started.json().data as { id: string };
    const download = () =>
      app.inject({
        method: 'GET',
        url: `${API_PATHS.downloadTasks.download}?id=${id}`,
        headers: { ...admin.headers, 'accept-encoding': BROWSER_ENCODINGS },
      });
    // The export runs in the background: ask until the workbook is there (or give up after 10 s).
    let response = await download();
    for (let asked = 1; response.statusCode !== 200 && asked < 200; asked++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await download();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });
});
