import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import rootManifest from '../../../package.json' with { type: 'json' };
import { installReferencePage } from './api-reference-page';
import { API_DOCS_PATHS, transformDocument, transformRoutes } from './openapi-transform';

export { API_DOCS_PATHS } from './openapi-transform';

type JsonObject = Record<string, unknown>;

/** The command that regenerates the committed snapshot docs/openapi.json. */
export const OPENAPI_SNAPSHOT_COMMAND = 'npm run openapi -w server';

/** Public, and answered as they are: neither page nor document is a call of the API. */
const DOCS_ROUTE_CONFIG = { public: true, envelope: false } as const;

const DESCRIPTION = [
  'The platform service of the workbench portal: sign-in and sessions, the catalogue of',
  'applications and menus, favourites, notifications, exports and administration.',
  '',
  'Every `/api` call answers in an envelope: `{"code": 1, "message": "", "data": ...}` on success',
  'and `{"code": 0, "errorCode": "10000" | "20000" | "401", "message": "...", "data": null}` on',
  'failure; `message` is written in the language of `Accept-Language` (zh-Hans, en, de-DE).',
  'Calls carry `Authorization: Bearer <accessToken>` from a sign-in; the portal also sends its',
  'sign-on `ticket` header. The hubs (WebSocket) are described in docs/realtime-protocol.md.',
].join('\n');

/**
 * The API described: an OpenAPI 3.1 document of every route's body, query and answer (from the
 * routes' zod schemas, answers in the envelope callers receive) at GET /api/docs/json, and a
 * reference page reading it at /api/docs. Must be installed after the envelope (whose schemas it
 * shows) and before any route (it learns routes as they are added).
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Workbench platform API', version: rootManifest.version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The accessToken of a sign-in (LoginResult); refreshed with refreshToken.',
          },
          ticket: {
            type: 'apiKey',
            in: 'header',
            name: 'ticket',
            description:
              'The sign-on ticket of a sign-in, sent by the portal with every call. The service finds the ' +
              'session from the access token, so callers other than the portal may leave it out.',
          },
        },
      },
      security: [{ bearerAuth: [], ticket: [] }, { bearerAuth: [] }],
    },
    transform: transformRoutes(),
    transformObject: transformDocument(),
  });

  app.get(API_DOCS_PATHS.document, { config: DOCS_ROUTE_CONFIG, schema: { hide: true } }, async () => app.swagger());
  await installReferencePage(app, API_DOCS_PATHS, DOCS_ROUTE_CONFIG);
}

function sortedKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The document as the committed snapshot holds it: pretty-printed, paths and components in
 * alphabetical order (so that a new route changes a few lines, wherever it was registered).
 */
export function serializeOpenApi(document: unknown): string {
  const { paths, components: parts, ...rest } = document as { paths?: JsonObject; components?: JsonObject };
  const stable = {
    ...rest,
    ...(parts ? { components: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, sortedKeys(v)])) } : {}),
    paths: sortedKeys(paths),
  };
  return `${JSON.stringify(stable, null, 2)}\n`;
}
