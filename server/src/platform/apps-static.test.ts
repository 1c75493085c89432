import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.mjs';
import { createTestApp, describeWithDb } from '../../test/helper';
import { loadConfig } from '../config';
import { DEFAULT_APPS_DIST_DIR } from '../server-root';

/** A built chunk of the warehouse application, large enough to be worth compressing. */
const WAREHOUSE_CHUNK = Array.from(
  { length: 300 },
  (_, index) => `export const column${index} = 'order.${index}';`,
).join('\n');

describeWithDb('the built sub-applications under /apps/', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wb-apps-static-'));
    const apps = join(dataDir, 'apps');
    const dist = join(apps, 'warehouse', 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Warehouse</title>');
    await writeFile(join(dist, 'assets', 'index-9c1b4f3a.js'), 'console.log("warehouse")');
    await writeFile(join(dist, 'assets', 'orders-5e6f7a8b.js'), WAREHOUSE_CHUNK);
    await precompressFolder(dist);
    // A sub-application folder that was never built is not served.
    await mkdir(join(apps, 'mes', 'src'), { recursive: true });
    app = await createTestApp({ dataDir, env: { APPS_DIST_DIR: apps } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('defaults to the apps folder of the repository', () => {
    expect(loadConfig({}).appsDistDir).toBe(DEFAULT_APPS_DIST_DIR);
    expect(DEFAULT_APPS_DIST_DIR).toMatch(/[/\\]apps$/);
  });

  it('serves index.html at /apps/warehouse/ without caching, framable by the portal only', async () => {
    const response = await app.inject({ method: 'GET', url: '/apps/warehouse/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Warehouse</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('redirects the address without its slash, so that relative assets resolve', async () => {
    const response = await app.inject({ method: 'GET', url: '/apps/warehouse' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/apps/warehouse/');
  });

  it('caches hashed assets for a year and answers unknown files and unbuilt apps 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/apps/warehouse/assets/index-9c1b4f3a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/apps/warehouse/assets/gone-00000000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/apps/mes/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/apps/warehouse/../../secret' })).statusCode).toBe(404);
  });

  it('sends hashed assets compressed as the browser accepts, and the file itself otherwise', async () => {
    const url = '/apps/warehouse/assets/orders-5e6f7a8b.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(WAREHOUSE_CHUNK);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(WAREHOUSE_CHUNK);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WAREHOUSE_CHUNK);
    expect((await app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
  });

  it('sends a page too small to be worth compressing as it is, to any browser', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/apps/warehouse/',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<title>Warehouse</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
