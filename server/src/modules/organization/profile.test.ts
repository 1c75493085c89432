import { API_PATHS, type Profile } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { users } from '../access/users.table';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The clock stands still from here on: no cached profile reaches its lifetime, so what the next
   * read sees depends on the change events alone, however slow the machine is.
   */
  const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date() });

  const profileOf = async (as: SignedIn): Promise<Profile> => {
    const response = await post(app, API_PATHS.identity.profile, undefined, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Profile;
  };

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
  it("shows an administrator's edit of the account (name, warehouses) at the account's next call", async () => {
    stopTheClock();
    const login = await loginAs(app, 'operator', 'Operator#1');
    const before = await profileOf(login);
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const all = (await profileOf(admin)).warehouseDtos;
    const spareParts = all.find((w) => w.code === 'WH-C')?.id;
    const edited = await post(
      app,
      API_PATHS.admin.users.edit,
      { id: operatorId, userName: 'operator', name: 'Olga Operatorin', warehouseIds: [spareParts] },
      { as: admin },
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const after = await profileOf(login);
    expect(before.name).toBe('Olga Operator');
    expect(after.name).toBe('Olga Operatorin');
    expect(after.warehouseDtos.map((w) => w.code)).toEqual(['WH-C']);
  });

  it('serves a change written straight to the database once accounts.changed is published', async () => {
    stopTheClock();
    const login = await loginAs(app, 'operator', 'Operator#1');
    const cached = (await profileOf(login)).name;
    await app.db.update(users).set({ name: 'Written by hand' }).where(eq(users.id, operatorId));
    expect((await profileOf(login)).name).toBe(cached);

    await app.events.publish({ type: 'accounts.changed', userIds: [operatorId] });
    expect((await profileOf(login)).name).toBe('Written by hand');
  });
});
