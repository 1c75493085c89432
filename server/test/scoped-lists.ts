import type { PagedResult } from '@workbench/contracts';
import { expect } from 'vitest';
import type { DemoAppKey } from '../src/seed/demo-catalogue';
import { app, demo } from './demo-plant';
import { post, type SignedIn } from './helper';

/*
 * For the plant-data list tests (warehouse, MES, maintenance) on the suite's demo plant
 * (useDemoPlant).
 */

/** A plant-data list request: the chosen sub-system and data permissions, first page of 100. */
export function scopedListRequest(dbId: string, dataPermissionCodes: string[], extra: object = {}) {
  return { dbId, dataPermissionCodes, skipCount: 0, maxResultCount: 100, ...extra };
}

/** The sub-system ids of a demo application's two plants, Suzhou (SZ01) and Stuttgart (ST01). */
export async function plantsOf(application: DemoAppKey): Promise<{ suzhou: string; stuttgart: string }> {
  const [suzhou, stuttgart] = await Promise.all([
    demo.dbInstanceId(application, 'SZ01'),
    demo.dbInstanceId(application, 'ST01'),
  ]);
  return { suzhou, stuttgart };
}

/** Calls a paged list as `as` (in `language`, if given), expects success, and returns the page. */
export async function listOf<T>(
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
