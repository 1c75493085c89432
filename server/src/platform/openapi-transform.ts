import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { API_PATHS, apiFailureSchema, HUBS, menuItemSchema } from '@workbench/contracts';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the reference page and the document it reads are served. */
export const API_DOCS_PATHS = { page: '/api/docs', document: '/api/docs/json' } as const;

/**
 * Schemas shown once under components and referred to by name. A recursive schema (a tree) must
 * be named here: unnamed, its inner reference points at nothing (the shape test says which).
 */
const components = z.registry<{ id: string }>();
components.add(apiFailureSchema, { id: 'ApiFailure' });
components.add(menuItemSchema, { id: 'MenuItem' });

const RESPONSE_DESCRIPTION = 'x-response-description';
const SUCCESS_DESCRIPTION = 'Success: the envelope with code 1 and the answer in `data`.';
/** A route without an answer schema still answers in the envelope; `data` is just not described. */
const UNDESCRIBED_SUCCESS = {
  type: 'object',
  properties: { code: { const: 1 }, message: { type: 'string' }, data: {} },
  required: ['code', 'message', 'data'],
  [RESPONSE_DESCRIPTION]: SUCCESS_DESCRIPTION,
};
/** Routes with `envelope: false` under /api send a file (a picture, a workbook) as it is. */
const FILE_ANSWER = {
  description: 'Success: the file itself (not in the envelope).',
  content: { '*/*': { schema: { description: 'The bytes of the file; Content-Type names its kind.' } } },
};
const FAILURE_DESCRIPTION =
  'Failure envelope: errorCode "10000" (400 invalid input, 403 no permission, 404, 409, 413, 429), ' +
  '"20000" (403, the session has ended) or "401" (no valid access token).';

const HUB_PATHS = new Set(Object.values(HUBS).flatMap(({ path }) => [path, `${path}/negotiate`]));
/** The calls outside /api that belong to the contract (docs/api.md §4 and §7). */
const CONTRACT_PATHS_OUTSIDE_API = new Set<string>([
  ...Object.values(API_PATHS.staticFiles),
  ...Object.values(API_PATHS.health),
]);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** API calls and the contract's files; not pages, static files, the hubs or this reference. */
function isDocumented(url: string): boolean {
  if (url.startsWith(API_DOCS_PATHS.page) || HUB_PATHS.has(url)) return false;
  return isApiPath(url) || CONTRACT_PATHS_OUTSIDE_API.has(url);
}

/** `/api/baseService/leadUser/create` is filed under "leadUser"; `/healthz` under "health". */
function tagOf(url: string): string {
  if (!isApiPath(url)) return CONTRACT_PATHS_OUTSIDE_API.has(url) && url.endsWith('.json') ? 'files' : 'health';
  return url.split('/')[3] ?? 'api';
}

/** The call's own name: `newLogin`, `queryPageList`, `UserImage` (path parameters left out). */
function summaryOf(url: string): string {
  return (
    url
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .at(-1) ?? url
  );
}

type JsonObject = Record<string, unknown>;

/**
 * Describes the answers as callers receive them: 2xx in the success envelope (envelope.ts has
 * already wrapped the schemas), a file route's bytes as they are, and the failure envelope.
 */
function describeResponses(response: unknown, url: string, route: RouteOptions): JsonObject | undefined {
  if (!isApiPath(url)) return response as JsonObject | undefined;
  const enveloped = route.config?.envelope !== false;
  const described: JsonObject = {};
  for (const [status, schema] of Object.entries((response ?? {}) as JsonObject)) {
    const isSuccess = /^2/.test(status) && enveloped && schema !== null && typeof schema === 'object';
    described[status] = isSuccess ? { ...schema, [RESPONSE_DESCRIPTION]: SUCCESS_DESCRIPTION } : schema;
  }
  if (!Object.keys(described).some((status) => /^2/.test(status))) {
    described['200'] = enveloped ? UNDESCRIBED_SUCCESS : FILE_ANSWER;
  }
  described['4XX'] = { $ref: '#/components/schemas/ApiFailure', description: FAILURE_DESCRIPTION };
  return described;
}

function isPublic(route: RouteOptions, url: string): boolean {
  return !isApiPath(url) || route.config?.public === true;
}

/**
 * Each route's zod schemas as JSON Schema (fastify-type-provider-zod), filed under a tag, with
 * its answers as callers receive them and no credentials on public routes.
 */
export function transformRoutes(): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: components, skipList: [] });
  return (input) => {
    const { url } = input;
    if (!isDocumented(url)) return { schema: { hide: true }, url };
    // Undefined for a route without any schema (health, files).
    const schema: JsonObject = { ...zodTransform(input).schema };
    const route = input.route as RouteOptions;
    const response = describeResponses(schema.response, url, route);
    return {
      url,
      schema: {
        ...schema,
        tags: [tagOf(url)],
        summary: summaryOf(url),
        ...(response ? { response } : {}),
        // An empty requirement list says "no credentials"; the others inherit the document's.
        ...(isPublic(route, url) ? { security: [] } : {}),
      },
    };
  };
}

/**
 * The components of the named schemas. The zod transform lists each twice (as read and as
 * written); only those the document refers to are kept.
 */
export function transformDocument(): SwaggerTransformObject {
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry: components });
  return (input) => {
    const document = transformObject(input) as { components?: { schemas?: JsonObject } };
    const schemas = document.components?.schemas;
    if (!schemas) return document as ReturnType<SwaggerTransformObject>;
    for (const name of Object.keys(schemas)) {
      const { [name]: _itself, ...others } = schemas;
      const text = JSON.stringify({ ...document, components: { ...document.components, schemas: others } });
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
    return document as ReturnType<SwaggerTransformObject>;
  };
}
