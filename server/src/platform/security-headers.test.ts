import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';
import { loadConfig } from '../config';

/** The sources of one directive of a policy, e.g. sources(csp, 'img-src'). */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  if (!found) throw new Error(`${directive} missing from ${policy}`);
  return found.slice(1);
}

async function policyOf(app: FastifyInstance, host = 'portal.plant:8080'): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/config.json', headers: { host } });
  return String(response.headers['content-security-policy']);
}

describeWithDb('the Content-Security-Policy', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wb-csp-'));
    app = await createTestApp({ dataDir, env: { TRUSTED_ORIGINS: 'https://logos.plant' } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('allows pictures and connections only from the portal itself by default, and no eval anywhere', async () => {
    await rm(join(dataDir, 'config.json'), { force: true });
    await rm(join(dataDir, 'sys.json'), { force: true });
    const policy = await policyOf(app);

    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://logos.plant']);
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://portal.plant:8080',
      'wss://portal.plant:8080',
      'https://logos.plant',
    ]);
    // No directive lets a page reach any host of a scheme, nor evaluate strings as code.
    for (const directive of ['img-src', 'connect-src', 'default-src', 'script-src']) {
      for (const scheme of ['http:', 'https:', 'ws:', 'wss:', '*', "'unsafe-eval'"]) {
        expect(sources(policy, directive)).not.toContain(scheme);
      }
    }
    expect(sources(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
  });

  it("adds the platform backend of config.json's URL and the sub-applications of sys.json, as soon as they change", async () => {
    await writeFile(join(dataDir, 'config.json'), JSON.stringify({ URL: 'https://platform.plant:44300/api-root/' }));
    await writeFile(
      join(dataDir, 'sys.json'),
      JSON.stringify([
        { name: 'warehouse', url: '/apps/warehouse/' },
        { name: 'mes', url: 'http://mes.plant:8081/app/' },
        { name: 'broken', url: 'javascript:alert(1)' },
      ]),
    );
    // The files are looked at again within a second of an edit.
    await vi.waitFor(async () => expect(await policyOf(app)).toContain('https://platform.plant:44300'), {
      timeout: 5_000,
    });
    const policy = await policyOf(app);

    expect(sources(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://platform.plant:44300',
      'http://mes.plant:8081',
      'https://logos.plant',
    ]);
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://portal.plant:8080',
      'wss://portal.plant:8080',
      'https://platform.plant:44300',
      'http://mes.plant:8081',
      'https://logos.plant',
      'wss://platform.plant:44300',
      'ws://mes.plant:8081',
    ]);

    await writeFile(join(dataDir, 'sys.json'), JSON.stringify([{ name: 'qms', url: 'https://qms.plant/' }]));
    await vi.waitFor(async () => expect(sources(await policyOf(app), 'img-src')).toContain('https://qms.plant'), {
      timeout: 5_000,
    });
    expect(sources(await policyOf(app), 'img-src')).not.toContain('http://mes.plant:8081');
  });

  it('never copies a host header that is not a plain host name into the policy', async () => {
    const policy = await policyOf(app, "evil.example; script-src 'unsafe-inline'");
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('evil.example');
  });

  it("gives API answers, refused ones too, a policy that allows nothing and no framing, and none of the documents' headers", async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/identity/user/profile' });
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['x-frame-options']).toBeUndefined();
    // The API reference page is a document: it keeps the portal's policy.
    const reference = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(reference.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('takes a comma-separated list of origins and refuses addresses with a path or another scheme', () => {
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://logos.plant, wss://hub.plant:9000/' }).trustedOrigins).toEqual([
      'https://logos.plant',
      'wss://hub.plant:9000',
    ]);
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://logos.plant/pictures' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'javascript:alert(1)' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: "https://a.plant 'unsafe-eval'" })).toThrow(/TRUSTED_ORIGINS/);
  });
});
