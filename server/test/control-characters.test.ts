import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications } from '../src/modules/catalogue/applications/applications.table';
import { createSource } from '../src/modules/events/events.testing';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from './helper';

/**
 * Every string a caller can send (each body field, query parameter and route parameter of every
 * route in the API document) is refused with a 400 naming it when it holds a NUL: PostgreSQL
 * cannot store one, and the call must never get as far as a failed query (a 500).
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

interface Probe {
  method: string;
  url: string;
  field: string;
  payload?: unknown;
}

const NUL_TEXT = 'a\u0000b';
const REFUSED_IN_ENGLISH = 'must not contain control characters (such as NUL or, outside free text, line breaks)';

function resolved(document: ApiDocument, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (document.components?.schemas?.[name] ?? {}) : schema;
}

function holdsText(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || typeof schema.const === 'string';
}

/** The path of every string a schema holds; array entries as their first, records by a made-up key. */
function stringPaths(document: ApiDocument, given: JsonSchema, path: string[] = [], depth = 0): string[][] {
  if (depth > 12) return [];
  const schema = resolved(document, given);
  const found: string[][] = [];
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...stringPaths(document, alternative, path, depth + 1));
  }
  if (holdsText(schema)) found.push(path);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...stringPaths(document, property, [...path, key], depth + 1));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    found.push(...stringPaths(document, schema.additionalProperties, [...path, 'someKey'], depth + 1));
  }
  if (schema.items) found.push(...stringPaths(document, schema.items, [...path, '0'], depth + 1));
  const unique = new Map(found.map((p) => [p.join('.'), p]));
  return [...unique.values()];
}

/** A body holding the text at the path and nothing else (other problems are reported beside it). */
function bodyWith(path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string, ...string[]];
  const inner = bodyWith(rest, text);
  return head === '0' ? [inner] : { [head]: inner };
}

function probesOf(document: ApiDocument): Probe[] {
  const probes: Probe[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      // Route parameters that are not probed hold a harmless value.
      const urlWith = (nulIn?: string) =>
        route.replace(/\{(\w+)\}/g, (_all, name: string) => (name === nulIn ? encodeURIComponent(NUL_TEXT) : 'x'));
      for (const name of pathParameters) probes.push({ method, url: urlWith(name), field: name });
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        if (parameter.schema && stringPaths(document, parameter.schema).length === 0) continue;
        const query = `${encodeURIComponent(parameter.name)}=${encodeURIComponent(NUL_TEXT)}`;
        probes.push({ method, url: `${urlWith()}?${query}`, field: parameter.name });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (!bodySchema) continue;
      for (const path of stringPaths(document, bodySchema)) {
        if (path.length === 0) continue;
        probes.push({ method, url: urlWith(), field: path.join('.'), payload: bodyWith(path, NUL_TEXT) });
      }
    }
  }
  return probes;
}

describeWithDb('control characters in requests', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let probes: Probe[];
  /** The headers of a call besides the session: an event source's key for `event/ingest`, which checks it first. */
  let extraHeaders: (url: string) => Record<string, string>;

  beforeAll(async () => {
    // The general rate limit is not what this test is about.
    app = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    await app.ready();
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    probes = probesOf(app.swagger() as unknown as ApiDocument);
    const [application] = await app.db
      .insert(applications)
      .values({ displayName: 'Control-character probe' })
      .returning({ id: applications.id });
    const { apiKey } = await createSource(app, admin, 'Control-character probe', [String(application?.id)]);
    extraHeaders = (url): Record<string, string> => (url === API_PATHS.events.ingest ? { 'x-api-key': apiKey } : {});
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the strings of every route, sign-in and card sign-in among them', () => {
    const fields = probes.map((probe) => `${probe.url.split('?')[0]} ${probe.field}`);
    expect(fields).toContain(`${API_PATHS.identity.newLogin} userName`);
    expect(fields).toContain(`${API_PATHS.identity.loginForSwipeCard} cardNo`);
    expect(fields).toContain('/api/baseService/notification/create texts.en.msg.0.value');
    // Every route with something to send: a query, route parameters or a body.
    expect(new Set(probes.map((probe) => probe.url.split('?')[0])).size).toBeGreaterThan(45);
  });

  it('refuses a NUL in every string field with the 400 envelope naming the field, as the administrator', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await app.inject({
        method: probe.method.toUpperCase() as 'GET' | 'POST',
        url: probe.url,
        headers: { ...admin.headers, ...extraHeaders(probe.url), 'accept-language': 'en' },
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      const body = response.json() as {
        code?: number;
        errorCode?: string;
        details?: { field: string; message: string }[];
      };
      const named = body.details?.some((d) => d.field === probe.field && d.message === REFUSED_IN_ENGLISH);
      if (response.statusCode !== 400 || body.code !== 0 || body.errorCode !== '10000' || !named) {
        failures.push(
          `${probe.method.toUpperCase()} ${probe.url} ${probe.field}: ${response.statusCode} ${response.body}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in the user name of a sign-in and in a card number, without signing in', async () => {
    const login = await post(
      app,
      API_PATHS.identity.newLogin,
      { userName: 'ad\u0000min', password: ADMIN_PASSWORD },
      { language: 'en' },
    );
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      code: 0,
      errorCode: '10000',
      details: [{ field: 'userName', message: REFUSED_IN_ENGLISH }],
    });

    const card = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: '\u00001234' }, { language: 'de-DE' });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({
      errorCode: '10000',
      details: [{ field: 'cardNo', message: expect.stringContaining('Steuerzeichen') }],
    });
  });

  it('refuses a NUL in a query string and a route parameter', async () => {
    const byQuery = await app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.roles.get}?id=%00`,
      headers: { ...admin.headers, 'accept-language': 'zh-Hans' },
    });
    expect(byQuery.statusCode).toBe(400);
    expect(byQuery.json().details).toEqual([{ field: 'id', message: expect.stringContaining('控制字符') }]);

    const byParameter = await app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.faceImage('x')}%00`,
      headers: admin.headers,
    });
    expect(byParameter.statusCode).toBe(400);
    expect(byParameter.json().details).toEqual([{ field: 'id', message: expect.any(String) }]);
  });

  it('keeps line breaks in free text and refuses them in a name', async () => {
    const create = API_PATHS.admin.roles.create;
    const described = await post(
      app,
      create,
      { name: 'Shift leads', description: 'Line one\n\tLine two' },
      { as: admin },
    );
    expect(described.statusCode).toBe(200);

    const broken = await post(app, create, { name: 'Shift\nleads' }, { as: admin, language: 'en' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details).toEqual([{ field: 'name', message: REFUSED_IN_ENGLISH }]);

    const bell = await post(
      app,
      create,
      { name: 'Night shift', description: 'ring \u0007' },
      { as: admin, language: 'en' },
    );
    expect(bell.statusCode).toBe(400);
    expect(bell.json().details).toEqual([{ field: 'description', message: REFUSED_IN_ENGLISH }]);
  });
});
