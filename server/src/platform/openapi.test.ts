import { readFile } from 'node:fs/promises';
import { API_PATHS, HUBS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import rootManifest from '../../../package.json' with { type: 'json' };
import { createTestApp, describeWithDb } from '../../test/helper';
import { API_DOCS_PATHS, OPENAPI_SNAPSHOT_COMMAND, serializeOpenApi } from './openapi';

const SNAPSHOT = new URL('../../../docs/openapi.json', import.meta.url);

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  security: Array<Record<string, string[]>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function operationsOf(document: OpenApiDocument): Array<[string, string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, string, Operation] => [path, method, operation]),
  );
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

function bodyOf(operation: Operation | undefined): JsonSchema | undefined {
  return operation?.requestBody?.content['application/json']?.schema;
}

describeWithDb('the OpenAPI document', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: API_DOCS_PATHS.document });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the committed snapshot docs/openapi.json', async () => {
    const snapshot = await readFile(SNAPSHOT, 'utf8').catch(() => '(missing)');
    expect(
      serializeOpenApi(document),
      `docs/openapi.json does not describe the routes as they are: run \`${OPENAPI_SNAPSHOT_COMMAND}\` and commit it`,
    ).toBe(snapshot);
  });

  it('has the shape of an OpenAPI 3.1 document, titled, with the product version', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Workbench platform API');
    expect(document.info.version).toBe(rootManifest.version);
    expect(document.info.description).toContain('envelope');
    for (const [path, method, operation] of operationsOf(document)) {
      expect(path, `${method} ${path}`).toMatch(/^\//);
      expect(METHODS.has(method), `${method} ${path}`).toBe(true);
      expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const answer of Object.values(operation.responses)) expect(typeof answer.description).toBe('string');
    }
    // Every reference points at something the document holds.
    for (const ref of refsIn(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
    for (const requirement of [
      ...document.security,
      ...operationsOf(document).flatMap(([, , op]) => op.security ?? []),
    ]) {
      for (const scheme of Object.keys(requirement as object)) {
        expect(document.components.securitySchemes[scheme], scheme).toBeDefined();
      }
    }
  });

  it('lists the sign-in with its body, as a public call answered in the envelope', () => {
    const newLogin = document.paths[API_PATHS.identity.newLogin]?.post;
    expect(bodyOf(newLogin)?.required).toEqual(['userName', 'password']);
    expect(newLogin?.security).toEqual([]);
    const answer = newLogin?.responses['200']?.content?.['application/json']?.schema;
    expect(answer?.required).toEqual(['code', 'message', 'data']);
    expect(Object.keys(answer?.properties?.data?.properties ?? {})).toEqual(
      expect.arrayContaining(['accessToken', 'refreshToken', 'ticket', 'expiresIn']),
    );
    expect(newLogin?.responses['4XX']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiFailure',
    });
  });

  it('lists the administration calls with their bodies, behind the bearer token', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.ticket).toMatchObject({ type: 'apiKey', in: 'header', name: 'ticket' });
    expect(document.security).toContainEqual({ bearerAuth: [], ticket: [] });

    const userList = document.paths[API_PATHS.admin.users.pageList]?.post;
    expect(Object.keys(bodyOf(userList)?.properties ?? {})).toEqual(
      expect.arrayContaining(['maxResultCount', 'skipCount']),
    );
    expect(userList?.security).toBeUndefined();

    const raise = document.paths[API_PATHS.notifications.create]?.post;
    expect(bodyOf(raise)?.type).toBe('object');
    expect(bodyOf(raise)?.required?.length).toBeGreaterThan(0);
  });

  it('leaves out the reference itself, the hubs and the portal files', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith(API_DOCS_PATHS.page))).toEqual([]);
    const hubs = Object.values(HUBS).flatMap(({ path }) => [path, `${path}/negotiate`]);
    expect(paths.filter((path) => hubs.includes(path))).toEqual([]);
    expect(
      paths.every(
        (path) => path.startsWith('/api/') || ['/healthz', '/readyz', '/config.json', '/sys.json'].includes(path),
      ),
    ).toBe(true);
  });

  it('is served without a token and outside the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: API_DOCS_PATHS.document });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).not.toHaveProperty('code');
  });

  it('has a reference page that may run its own start-up script and nothing else inline', async () => {
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATHS.page}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(API_DOCS_PATHS.document);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

    const script = await app.inject({ method: 'GET', url: `${API_DOCS_PATHS.page}/js/scalar.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');

    // Other answers keep the portal's policy.
    const other = await app.inject({ method: 'GET', url: API_PATHS.health.live });
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
