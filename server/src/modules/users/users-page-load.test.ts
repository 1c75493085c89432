import { API_PATHS } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { hashPassword } from '../access/passwords';
import { userFaces, userRoles, users } from '../access/users.table';
import { userWarehouses, warehouses } from '../organization/organization.table';
import { dataOf, roleIdByName } from './users.testing';

const USERS = 10_000;

/*
 * The user list at plant scale: 10,000 accounts with roles, warehouses and some faces. Each call
 * reads one page and its count, then the roles, warehouses and faces of that page only.
 * Its speed is measured by `npm run bench` (bench/src/user-list-load.ts), not here.
 */
describeWithDb('user list with 10,000 users', () => {
  let operatorRoleId: string;

  useDemoPlant({ signIn: ['admin'] });

  beforeAll(async () => {
    operatorRoleId = await roleIdByName(app, 'Operator');
    const [warehouse] = await app.db.select({ id: warehouses.id }).from(warehouses).limit(1);
    const passwordHash = await hashPassword('Unused#123');
    for (let start = 0; start < USERS; start += 1000) {
      const rows = await app.db
        .insert(users)
        .values(
          Array.from({ length: 1000 }, (_, i) => {
            const n = start + i;
            return {
              userName: `worker-${String(n).padStart(5, '0')}`,
              name: `Worker ${n % 97} ${n}`,
              email: n % 3 === 0 ? null : `worker${n}@plant.test`,
              phoneNumber: `+49 711 ${n}`,
              cardNo: `C${n}`,
              enabled: n % 10 !== 0,
              passwordHash,
            };
          }),
        )
        .returning({ id: users.id });
      await app.db.insert(userRoles).values(rows.map((row) => ({ userId: row.id, roleId: operatorRoleId })));
      if (warehouse)
        await app.db.insert(userWarehouses).values(rows.map((row) => ({ userId: row.id, warehouseId: warehouse.id })));
      await app.db
        .insert(userFaces)
        .values(
          rows.slice(0, 50).map((row) => ({ userId: row.id, contentType: 'image/png', image: Buffer.from('face') })),
        );
    }
  }, 120_000);

  const pageOf = async (body: object) =>
    dataOf<{ items: { userName: string; hasFace: boolean }[]; totalCount: number }>(
      await post(app, API_PATHS.admin.users.pageList, body, { as: admin }),
    );

  it('answers every kind of page correctly', async () => {
    const last = await pageOf({ filter: 'worker-', maxResultCount: 3, skipCount: 9998 });
    expect(last.totalCount).toBe(USERS);
    expect(last.items.map((item) => item.userName)).toEqual(['worker-09998', 'worker-09999']);
    expect(await pageOf({ filter: 'worker-', skipCount: 20_000 })).toEqual({ items: [], totalCount: USERS });
    expect((await pageOf({ filter: 'WORKER-0123' })).totalCount).toBe(10);
    expect((await pageOf({ enabled: false })).totalCount).toBe(USERS / 10);
    expect((await pageOf({ roleId: operatorRoleId })).totalCount).toBe(USERS + 1);
    expect(
      (await pageOf({ filter: 'worker-0000', maxResultCount: 100 })).items.filter((item) => item.hasFace),
    ).toHaveLength(10);
  }, 120_000);
});
