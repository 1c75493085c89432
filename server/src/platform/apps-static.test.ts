import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';
import { loadConfig } from '../config';
import { DEFAULT_APPS_DIST_DIR } from '../server-root';

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
});
