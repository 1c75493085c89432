import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, PRECOMPRESSED_EXTENSIONS, precompressFolder } from '../../../scripts/precompress.mjs';
import { createTestApp, describeWithDb } from '../../test/helper';
import { setBuildCacheHeaders } from './web-static';

/** What a browser sends (Chromium, Firefox). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** A built chunk as Vite writes it: large enough to be worth compressing. */
const PORTAL_CHUNK = Array.from(
  { length: 400 },
  (_, index) => `export const label${index} = t('portal.label.${index}', 'Label ${index}');`,
).join('\n');

/** The portal's page: the build links its chunks, so it is over a kilobyte. */
const PORTAL_PAGE = `<!doctype html><title>Workbench</title>${'<link rel="modulepreload" href="/assets/chunk-0a1b2c3d.js">'.repeat(30)}`;

/** The answer's body once the browser has undone its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

describeWithDb('the built portal, config.json, sys.json and security headers', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wb-static-'));
    const dist = join(dataDir, 'web-dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await mkdir(join(dist, 'branding'), { recursive: true });
    await writeFile(join(dist, 'index.html'), PORTAL_PAGE);
    await writeFile(join(dist, 'assets', 'index-4f3a9c1b.js'), 'console.log("portal")');
    await writeFile(join(dist, 'assets', 'login-7d2e9f0a.js'), PORTAL_CHUNK);
    await writeFile(
      join(dist, 'branding', 'login-background.svg'),
      `<svg>${'<path d="M0 0h10v10z"/>'.repeat(100)}</svg>`,
    );
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-4f3a9c1b.js"}}');
    await precompressFolder(dist);
    app = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching, under a CSP that fits the portal', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Workbench</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("frame-src 'self' http: https:");
    expect(csp).toContain("connect-src 'self' ws://localhost:80 wss://localhost:80;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and answers unknown files 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-4f3a9c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-00000000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a built script only the headers a file that is never a document needs; pages and SVGs get the whole set', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/login-7d2e9f0a.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/branding/login-background.svg']) {
      const document = await app.inject({ method: 'GET', url });
      expect(document.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(document.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('puts the security headers on API answers too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/baseService/organization/queryUserInfoAndAccessibleWarehouses',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('serves the shipped config.json and sys.json by default', async () => {
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({
      Domain: '',
      URL: '',
      gatewayPort: '',
      fingerURL: '',
      fingergatewayPort: '',
      login: 'password,card,face',
      ticket: 'true',
      faceLiveness: 'true',
    });
    const sys = await app.inject({ method: 'GET', url: '/sys.json' });
    expect(sys.json()).toEqual([
      { name: 'warehouse', url: '/apps/warehouse/', preload: true },
      { name: 'mes', url: '/apps/mes/', preload: false },
      { name: 'maintenance', url: '/apps/maintenance/', preload: false },
    ]);
  });

  it("serves the operator's files from DATA_DIR, and the defaults when they are broken", async () => {
    await writeFile(join(dataDir, 'sys.json'), JSON.stringify([{ name: 'mes', url: 'http://mes.plant/' }]));
    await writeFile(join(dataDir, 'config.json'), JSON.stringify({ Domain: 'plant.example', gatewayPort: 9000 }));
    expect((await app.inject({ method: 'GET', url: '/sys.json' })).json()).toEqual([
      { name: 'mes', url: 'http://mes.plant/', preload: false },
    ]);
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({
      Domain: 'plant.example',
      gatewayPort: 9000,
    });

    await writeFile(join(dataDir, 'sys.json'), '[{"name": ');
    await writeFile(join(dataDir, 'config.json'), JSON.stringify({ Domain: 42 }));
    expect((await app.inject({ method: 'GET', url: '/sys.json' })).json()).toEqual([
      { name: 'warehouse', url: '/apps/warehouse/', preload: true },
      { name: 'mes', url: '/apps/mes/', preload: false },
      { name: 'maintenance', url: '/apps/maintenance/', preload: false },
    ]);
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({
      login: 'password,card,face',
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset in the encoding the browser accepts, cached for a year, varying by it', async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    const etags = new Set<string>();
    for (const [asked, encoding] of cases) {
      const response = await get('/assets/login-7d2e9f0a.js', asked ? { 'accept-encoding': asked } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], asked).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response).toString('utf8')).toBe(PORTAL_CHUNK);
      etags.add(String(response.headers.etag));
    }
    // One ETag per representation (brotli, gzip, the file itself).
    expect(etags.size).toBe(3);
    const brotli = await get('/assets/login-7d2e9f0a.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(brotli.rawPayload.length).toBeLessThan(PORTAL_CHUNK.length / 4);
  });

  it("revalidates the copy it sent by its own ETag, and answers HEAD with the copy's headers", async () => {
    const first = await get('/', { 'accept-encoding': BROWSER_ENCODINGS });
    const again = await get('/', { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/login-7d2e9f0a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    const gzipped = await readFile(join(dataDir, 'web-dist', 'assets', 'login-7d2e9f0a.js.gz'));
    expect(Number(head.headers['content-length'])).toBe(gzipped.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends index.html compressed and without caching', async () => {
    const response = await get('/', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(decoded(response).toString('utf8')).toBe(PORTAL_PAGE);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('sends the branding pictures compressed and revalidated', async () => {
    const response = await get('/branding/login-background.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response).toString('utf8')).toMatch(/^<svg>/);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await get('/assets/index-4f3a9c1b.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("portal")');
  });

  it("keeps the build's dot-files, such as Vite's manifest of every source file, to itself", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/']) {
      expect((await get(url, { 'accept-encoding': BROWSER_ENCODINGS })).statusCode, url).toBe(404);
    }
  });

  it('gives the compressed copies no address of their own', async () => {
    for (const url of ['/assets/login-7d2e9f0a.js.br', '/assets/login-7d2e9f0a.js.gz', '/index.html.br']) {
      expect((await get(url, { 'accept-encoding': BROWSER_ENCODINGS })).statusCode, url).toBe(404);
    }
  });
});

describe("the build's compressed copies", () => {
  let dist: string;
  const listing = async () => (await readdir(dist, { recursive: true })).map(String).sort();

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'wb-precompress-'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('are written for text of a kilobyte or more, and only where they save bytes', async () => {
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, 'assets', 'app-1a2b3c4d.js'), PORTAL_CHUNK);
    await writeFile(join(dist, 'assets', 'app-1a2b3c4d.css'), '.x{color:red}\n'.repeat(200));
    await writeFile(join(dist, 'assets', 'tiny-1a2b3c4d.js'), 'x'.repeat(MIN_PRECOMPRESS_BYTES - 1));
    // Random bytes do not compress: no copy would be smaller.
    const noise = randomBytes(4096);
    await writeFile(join(dist, 'assets', 'font-1a2b3c4d.woff'), noise);
    await writeFile(join(dist, 'assets', 'photo-1a2b3c4d.png'), PORTAL_CHUNK);
    await writeFile(join(dist, '.vite', 'manifest.json'), PORTAL_CHUNK);

    const totals = await precompressFolder(dist);
    expect(totals.files).toBe(2);
    expect(await listing()).toEqual([
      '.vite',
      '.vite/manifest.json',
      'assets',
      'assets/app-1a2b3c4d.css',
      'assets/app-1a2b3c4d.css.br',
      'assets/app-1a2b3c4d.css.gz',
      'assets/app-1a2b3c4d.js',
      'assets/app-1a2b3c4d.js.br',
      'assets/app-1a2b3c4d.js.gz',
      'assets/font-1a2b3c4d.woff',
      'assets/photo-1a2b3c4d.png',
      'assets/tiny-1a2b3c4d.js',
    ]);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets', 'app-1a2b3c4d.js.br'))).toString()).toBe(
      PORTAL_CHUNK,
    );
    expect(gunzipSync(await readFile(join(dist, 'assets', 'app-1a2b3c4d.js.gz'))).toString()).toBe(PORTAL_CHUNK);
  });

  it('never outlive the file they were made from', async () => {
    await writeFile(join(dist, 'assets', 'gone-1a2b3c4d.js.br'), 'left by an earlier build');
    await writeFile(join(dist, 'assets', 'app-1a2b3c4d.js'), 'now small');
    await precompressFolder(dist);
    const files = await listing();
    expect(files).not.toContain('assets/gone-1a2b3c4d.js.br');
    expect(files).not.toContain('assets/app-1a2b3c4d.js.br');
    expect(files).toContain('assets/app-1a2b3c4d.css.br');
  });

  it('are announced to caches (Vary) for every kind of file that may have them', () => {
    for (const extension of PRECOMPRESSED_EXTENSIONS) {
      const headers = new Map<string, string>();
      setBuildCacheHeaders(
        { setHeader: (name, value) => headers.set(name, value) },
        `/dist/assets/a-1a2b3c4d${extension}.br`,
      );
      expect(headers.get('vary'), extension).toBe('Accept-Encoding');
    }
    const headers = new Map<string, string>();
    setBuildCacheHeaders({ setHeader: (name, value) => headers.set(name, value) }, '/dist/assets/a-1a2b3c4d.png');
    expect(headers.get('vary')).toBeUndefined();
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
