import type { PagedResult } from '@workbench/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DemoAppKey } from '../src/seed/demo-catalogue';
import { app, type DemoPlantOptions, demo, useDemoPlant } from './demo-plant';
import { post, type SignedIn } from './helper';
import { addUser } from './users';

/*
 * For the plant-data list tests (warehouse, MES, maintenance): their opening is
 *
 *   usePlantLists('MES', { withVisitor: true });
 *
 * the demo plant of useDemoPlant (demo-plant.ts) plus the application's two plants in `suzhou`
 * and `stuttgart`, live bindings like the demo plant's.
 */

/** The sub-system id of the suite's application in the Suzhou plant (SZ01). */
export let suzhou: string;
/** The sub-system id of the suite's application in the Stuttgart plant (ST01). */
export let stuttgart: string;

export interface PlantListsOptions extends DemoPlantOptions {
  /** Also adds the account `visitor` / `Visitor#1`, which holds no application, for the refusals. */
  withVisitor?: boolean;
}

/** useDemoPlant, then the application's plants looked up into `suzhou` and `stuttgart`. */
export function usePlantLists(application: DemoAppKey, options: PlantListsOptions = {}): void {
  const { withVisitor = false, ...plantOptions } = options;
  let outer: { suzhou: string; stuttgart: string } | undefined;
  useDemoPlant(plantOptions);
  beforeAll(async () => {
    outer = { suzhou, stuttgart };
    if (withVisitor) await addUser(app, { userName: 'visitor', password: 'Visitor#1' });
    ({ suzhou, stuttgart } = await plantsOf(application));
  });
  afterAll(() => {
    if (outer) ({ suzhou, stuttgart } = outer);
  });
}

/** A plant-data list request: the chosen sub-system and data permissions, first page of 100. */
export function scopedListRequest(dbId: string, dataPermissionCodes: string[], extra: object = {}) {
  return { dbId, dataPermissionCodes, skipCount: 0, maxResultCount: 100, ...extra };
}

/** The sub-system ids of a demo application's two plants, Suzhou (SZ01) and Stuttgart (ST01). */
async function plantsOf(application: DemoAppKey): Promise<{ suzhou: string; stuttgart: string }> {
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
