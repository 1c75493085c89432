import type { PagedResult } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post, type SignedIn } from './helper';

/** A plant-data list request: the chosen sub-system and data permissions, first page of 100. */
export function scopedListRequest(dbId: string, dataPermissionCodes: string[], extra: object = {}) {
  return { dbId, dataPermissionCodes, skipCount: 0, maxResultCount: 100, ...extra };
}

/** Calls a paged list as `as` (in `language`, if given), expects success, and returns the page. */
export async function pageOf<T>(
  app: FastifyInstance,
  path: string,
  as: SignedIn,
  request: object,
  language?: string,
): Promise<PagedResult<T>> {
  const response = await post(app, path, request, { as, ...(language ? { language } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ code: 1, message: '' });
  return response.json().data;
}
