import { API_PATHS, type LeadUser, type LeadUserListItem, type LeadUserOptions } from '@workbench/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { createUser, dataOf, failureOf, GOOD_PASSWORD, get, NOWHERE, roleIdByName } from './users.testing';

const paths = API_PATHS.admin.users;
type Page = { items: LeadUserListItem[]; totalCount: number };

describeWithDb('user administration: list, get and options', () => {
  let operatorRoleId: string;
  const made: Record<string, LeadUser> = {};

  const page = async (body: object, as = admin) => dataOf<Page>(await post(app, paths.pageList, body, { as }));
  const names = (result: Page) => result.items.map((item) => item.userName);

  useDemoPlant();

  beforeAll(async () => {
    operatorRoleId = await roleIdByName(app, 'Operator');
    const options = dataOf<LeadUserOptions>(await post(app, paths.options, undefined, { as: admin }));
    const someWarehouse = options.warehouses[1]?.id;
    // Created in this order on purpose: creation time is one of the sort keys.
    const fields = [
      { userName: 'lst-dora', name: 'Dora Dietz', roleIds: [operatorRoleId], warehouseIds: [someWarehouse] },
      { userName: 'lst-anna', name: 'Anna Berg', email: 'anna@plant-one.test', phoneNumber: '+49 711 100' },
      { userName: 'lst-bert', name: 'bert Brandt', cardNo: 'CARD-7788', phoneNumber: '+49 711 200' },
      { userName: 'lst-carl', name: 'Carl Christ', enabled: false, email: 'carl@plant-two.test' },
      { userName: 'lst_eve', name: '100% Eve' },
      { userName: 'lst-gone', name: 'Gone Again' },
    ];
    for (const user of fields) made[user.userName] = await createUser(app, admin, user);
    const gone = made['lst-gone']?.id;
    dataOf(await post(app, paths.batchDelete, { ids: [gone] }, { as: admin }));
  });

  describe('permission', () => {
    it('refuses every call to a user without UserManage (the demo operator)', async () => {
      const id = made['lst-anna']?.id ?? NOWHERE;
      const calls = [
        () => post(app, paths.pageList, {}, { as: operator }),
        () => get(app, `${paths.get}?id=${id}`, operator),
        () =>
          post(app, paths.create, { userName: 'lst-nope', name: 'Nope', password: GOOD_PASSWORD }, { as: operator }),
        () => post(app, paths.edit, { id, userName: 'lst-anna', name: 'Anna' }, { as: operator }),
        () => post(app, paths.batchDelete, { ids: [id] }, { as: operator }),
        () => post(app, paths.resetPassword, { id, newPassword: GOOD_PASSWORD }, { as: operator }),
        () => post(app, paths.options, undefined, { as: operator }),
        () => get(app, API_PATHS.admin.faceImage(id), operator),
        () => post(app, API_PATHS.admin.faceUpdate(id), { image: 'iVBORw0KGgo=' }, { as: operator }),
      ];
      for (const call of calls) failureOf(await call(), 403);
      // Nothing was changed by the refused calls.
      expect(dataOf<LeadUser>(await get(app, `${paths.get}?id=${id}`, admin)).name).toBe('Anna Berg');
    });
  });

  describe('queryPageList', () => {
    it('lists live users by user name with roles, warehouses and no password', async () => {
      const result = await page({ filter: 'lst', maxResultCount: 100 });
      expect(names(result)).toEqual(['lst-anna', 'lst-bert', 'lst-carl', 'lst-dora', 'lst_eve']);
      expect(result.totalCount).toBe(5);
      const dora = result.items.find((item) => item.userName === 'lst-dora');
      expect(dora).toMatchObject({
        roleIds: [operatorRoleId],
        roleNames: ['Operator'],
        hasFace: false,
        isAdmin: false,
      });
      expect(dora?.warehouseIds).toHaveLength(1);
      const raw = (await post(app, paths.pageList, { filter: 'lst' }, { as: admin })).body;
      expect(raw).not.toMatch(/password/i);
    });

    it('matches user name, name, e-mail and phone without regard to case, and a whole card number exactly', async () => {
      expect(names(await page({ filter: 'LST-A' }))).toEqual(['lst-anna']);
      expect(names(await page({ filter: 'BRANDT' }))).toEqual(['lst-bert']);
      expect(names(await page({ filter: 'PLANT-TWO' }))).toEqual(['lst-carl']);
      expect(names(await page({ filter: '711 2' }))).toEqual(['lst-bert']);
      expect(names(await page({ filter: 'CARD-7788' }))).toEqual(['lst-bert']);
      // Only the keyed hash is stored: a part of the number, or another case, finds nobody.
      expect(names(await page({ filter: 'CARD-77' }))).toEqual([]);
      expect(names(await page({ filter: 'card-7788' }))).toEqual([]);
      expect((await page({ filter: 'CARD-7788' })).items[0]?.cardNo).toBe('••••7788');
    });

    it('takes % and _ in the filter literally', async () => {
      expect(names(await page({ filter: '%' }))).toEqual(['lst_eve']);
      expect(names(await page({ filter: '_' }))).toEqual(['lst_eve']);
      expect(names(await page({ filter: 'lst_' }))).toEqual(['lst_eve']);
    });

    it('filters by enabled and by role', async () => {
      expect(names(await page({ filter: 'lst', enabled: false }))).toEqual(['lst-carl']);
      expect(names(await page({ filter: 'lst', enabled: true }))).not.toContain('lst-carl');
      expect(names(await page({ roleId: operatorRoleId }))).toEqual(['lst-dora', 'operator']);
      expect(await page({ roleId: NOWHERE })).toEqual({ items: [], totalCount: 0 });
      expect(await page({ roleId: 'not-an-id' })).toEqual({ items: [], totalCount: 0 });
    });

    it('sorts by the allowed fields in both directions, empty values last', async () => {
      expect(names(await page({ filter: 'lst', sorting: 'name desc' }))).toEqual([
        'lst-dora',
        'lst-carl',
        'lst-bert',
        'lst-anna',
        'lst_eve',
      ]);
      expect(names(await page({ filter: 'lst', sorting: 'creationTime' }))).toEqual([
        'lst-dora',
        'lst-anna',
        'lst-bert',
        'lst-carl',
        'lst_eve',
      ]);
      expect(names(await page({ filter: 'lst', sorting: 'EMAIL asc' })).slice(0, 2)).toEqual(['lst-anna', 'lst-carl']);
      expect(names(await page({ filter: 'lst', sorting: 'email desc' })).slice(0, 2)).toEqual(['lst-carl', 'lst-anna']);
      expect(names(await page({ filter: 'lst', sorting: 'enabled asc' }))[0]).toBe('lst-carl');
    });

    it('pages without gaps or overlaps, also among equal sort keys', async () => {
      const all = await page({ filter: 'lst', sorting: 'enabled desc', maxResultCount: 100 });
      const seen: string[] = [];
      for (let skipCount = 0; skipCount < all.totalCount; skipCount += 2) {
        const part = await page({ filter: 'lst', sorting: 'enabled desc', maxResultCount: 2, skipCount });
        expect(part.totalCount).toBe(all.totalCount);
        seen.push(...names(part));
      }
      expect(seen).toEqual(names(all));
      expect((await page({ filter: 'lst', skipCount: 50 })).items).toEqual([]);
    });

    it('answers the first page of everyone without a body', async () => {
      const result = dataOf<Page>(await post(app, paths.pageList, undefined, { as: admin }));
      expect(result.totalCount).toBe(8);
      expect(names(result)).toContain('admin');
      expect(names(result)).not.toContain('lst-gone');
    });

    it('refuses bad paging, sorting and filter types with details', async () => {
      for (const body of [
        { maxResultCount: 0 },
        { maxResultCount: 1001 },
        { skipCount: -1 },
        { sorting: 'passwordHash asc' },
        { sorting: 'name sideways' },
        { enabled: 'yes' },
        { filter: 42 },
      ]) {
        const failure = failureOf(await post(app, paths.pageList, body, { as: admin }), 400);
        expect(failure.details?.length, JSON.stringify(body)).toBeGreaterThan(0);
      }
    });
  });

  describe('get', () => {
    it('answers one user with every field of the contract and no password', async () => {
      const anna = made['lst-anna'];
      const response = await get(app, `${paths.get}?id=${anna?.id}`, admin);
      expect(dataOf<LeadUser>(response)).toEqual(anna);
      expect(response.body).not.toMatch(/password/i);
      expect(anna).toMatchObject({
        userName: 'lst-anna',
        email: 'anna@plant-one.test',
        cardNo: null,
        enabled: true,
        isAdmin: false,
        roleIds: [],
        warehouseIds: [],
        mesAccessLevel: null,
        language: null,
        hasFace: false,
      });
      expect(Date.parse(anna?.creationTime ?? '')).not.toBeNaN();
    });

    it('answers 404 in the caller’s language for unknown, deleted and malformed ids', async () => {
      for (const id of [NOWHERE, made['lst-gone']?.id, 'nope']) {
        const failure = failureOf(await get(app, `${paths.get}?id=${id}`, admin, 'de-DE'), 404);
        expect(failure.message).toBe('Dieser Benutzer existiert nicht oder wurde gelöscht.');
      }
      failureOf(await get(app, paths.get, admin), 400);
    });
  });

  describe('queryOptions', () => {
    it('offers administrators every role, every warehouse and the administrator flag', async () => {
      const options = dataOf<LeadUserOptions>(await post(app, paths.options, {}, { as: admin }));
      expect(options.roles.map((role) => role.name)).toEqual(['Administrator', 'Operator', 'Supervisor']);
      expect(options.roles.every((role) => role.grantable)).toBe(true);
      expect(options.warehouses.map((warehouse) => warehouse.code)).toEqual([
        'WH-SZ-RAW',
        'WH-SZ-FG',
        'WH-ST-01',
        'WH-ST-02',
      ]);
      expect(options.canGrantAdmin).toBe(true);
    });

    it('marks as grantable for a supervisor only the roles whose grants they hold', async () => {
      const options = dataOf<LeadUserOptions>(await post(app, paths.options, undefined, { as: supervisor }));
      expect(Object.fromEntries(options.roles.map((role) => [role.name, role.grantable]))).toEqual({
        Administrator: false,
        Operator: true,
        Supervisor: true,
      });
      expect(options.canGrantAdmin).toBe(false);
    });
  });
});
