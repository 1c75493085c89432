import { API_PATHS, type AuditEntry, type AuditResource } from '@workbench/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { post, type SignedIn } from '../../../test/helper';

/*
 * For the application-management tests: reading the change log and the envelope's data as an
 * administrator of the portal would.
 */

export const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** The answer's data after checking the call succeeded. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** Checks a refusal: its status, errorCode 10000 and (when given) the fields its details name. */
export function expectRefused(response: LightMyRequestResponse, status: number, fields?: string[]): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: number; errorCode: string; details?: { field: string }[] };
  expect(body).toMatchObject({ code: 0, errorCode: '10000' });
  if (fields) expect((body.details ?? []).map((d) => d.field).sort()).toEqual([...fields].sort());
}

export function getById(app: FastifyInstance, path: string, id: string, as: SignedIn) {
  return app.inject({ method: 'GET', url: `${path}?id=${encodeURIComponent(id)}`, headers: as.headers });
}

/** The change log's entries about one resource (newest first), read through the API. */
export async function auditOf(
  app: FastifyInstance,
  admin: SignedIn,
  resource: AuditResource,
  resourceId?: string,
): Promise<AuditEntry[]> {
  const response = await post(
    app,
    API_PATHS.admin.auditLog.pageList,
    { maxResultCount: 100, skipCount: 0, resource, ...(resourceId ? { resourceId } : {}) },
    { as: admin },
  );
  return dataOf<{ items: AuditEntry[] }>(response).items;
}
