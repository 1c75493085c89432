import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { userWarehouses, warehouses } from './organization.table';

describeWithDb('organization/queryUserInfoAndAccessibleWarehouses', () => {
  let app: FastifyInstance;
  let operatorId: string;

  beforeAll(async () => {
    app = await createTestApp();
    operatorId = await addUser(app, { userName: 'operator', name: 'Olga Operator', password: 'Operator#1' });
    const rows = await app.db
      .insert(warehouses)
      .values([
        { code: 'WH-B', name: 'Finished goods', order: 2 },
        { code: 'WH-A', name: 'Raw materials', order: 1 },
        { code: 'WH-C', name: 'Spare parts', order: 3 },
      ])
      .returning();
    const finished = rows.find((row) => row.code === 'WH-B');
    if (!finished) throw new Error('warehouse missing');
    await app.db.insert(userWarehouses).values({ userId: operatorId, warehouseId: finished.id });
  });
  afterAll(() => app?.close());

  it("answers the caller's profile with the warehouses granted to them", async () => {
    const login = await loginAs(app, 'operator', 'Operator#1');
    const response = await post(app, API_PATHS.identity.profile, undefined, { as: login });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 1,
      message: '',
      data: {
        name: 'Olga Operator',
        userName: 'operator',
        userId: operatorId,
        isAdmin: false,
        isSysAdmin: false,
        warehouseDtos: [{ id: expect.any(String), code: 'WH-B', name: 'Finished goods' }],
      },
    });
  });

  it('gives administrators every warehouse, in order', async () => {
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const response = await post(app, API_PATHS.identity.profile, undefined, { as: admin });
    const data = response.json().data;
    expect(data).toMatchObject({ userName: 'admin', name: '系统管理员', isAdmin: true, isSysAdmin: true });
    expect(data.warehouseDtos.map((w: { code: string }) => w.code)).toEqual(['WH-A', 'WH-B', 'WH-C']);
  });

  it('accepts an empty JSON body as well as none', async () => {
    const login = await loginAs(app, 'operator', 'Operator#1');
    const response = await post(app, API_PATHS.identity.profile, '', {
      as: login,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});
