import { API_PATHS, type AuditEntry, type LeadUser } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { post, type SignedIn, signedInHeaders } from '../../../test/helper';
import { roles } from '../access/roles.table';

/*
 * For the user administration tests: calls as the portal makes them, and reading the change log.
 */

const paths = API_PATHS.admin.users;

/** A password that meets the rules. */
export const GOOD_PASSWORD = 'Passw0rd!';

/** An id that is well formed but names nothing. */
export const NOWHERE = '00000000-0000-4000-8000-000000000000';

export function get(
  app: FastifyInstance,
  url: string,
  as: SignedIn,
  language?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...signedInHeaders(as), ...(language ? { 'accept-language': language } : {}) },
  });
}

/** The `data` of a successful answer; fails the test with the answer's text otherwise. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** Expects a failure envelope with this status and errorCode; returns its body. */
export function failureOf(
  response: LightMyRequestResponse,
  status: number,
  errorCode = '10000',
): { message: string; details?: { field: string; message: string }[] } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ code: 0, errorCode, data: null });
  return body;
}

export interface NewUserFields {
  userName: string;
  name?: string;
  password?: string;
  [field: string]: unknown;
}

/** Creates a user through the API as `as`; returns it. */
export async function createUser(app: FastifyInstance, as: SignedIn, fields: NewUserFields): Promise<LeadUser> {
  const body = { name: fields.userName, password: GOOD_PASSWORD, ...fields };
  return dataOf<LeadUser>(await post(app, paths.create, body, { as }));
}

/** The body of an edit call that changes nothing, for tests to change one thing in. */
export function editBodyOf(user: LeadUser): Record<string, unknown> {
  const { hasFace: _face, creationTime: _time, ...fields } = user;
  return fields;
}

/** The change log's entries about one record, oldest first (read as an administrator). */
export async function auditOf(app: FastifyInstance, admin: SignedIn, resourceId: string): Promise<AuditEntry[]> {
  const response = await post(
    app,
    API_PATHS.admin.auditLog.pageList,
    { resourceId, maxResultCount: 100, sorting: 'time asc' },
    { as: admin },
  );
  return dataOf<{ items: AuditEntry[] }>(response).items;
}

export async function roleIdByName(app: FastifyInstance, name: string): Promise<string> {
  const [row] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

export interface DemoRoleIds {
  administrator: string;
  operator: string;
  supervisor: string;
}

/** The ids of the demo plant's three roles. */
export async function demoRoleIds(app: FastifyInstance): Promise<DemoRoleIds> {
  return {
    administrator: await roleIdByName(app, 'Administrator'),
    operator: await roleIdByName(app, 'Operator'),
    supervisor: await roleIdByName(app, 'Supervisor'),
  };
}
