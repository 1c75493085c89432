import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';

describeWithDb('the built portal, config.json, sys.json and security headers', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wb-static-'));
    const dist = join(dataDir, 'web-dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Workbench</title>');
    await writeFile(join(dist, 'assets', 'index-4f3a9c1b.js'), 'console.log("portal")');
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
      login: 'password',
      ticket: 'true',
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
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({ login: 'password' });
  });
});
