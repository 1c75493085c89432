import { API_PATHS, PERMISSIONS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../test/helper';
import { addRole } from '../../test/roles';
import { addUser } from '../../test/users';

// leadMenu/move is guarded by requirePermission(ApplicationManage); past the guard, moving a
// menu that does not exist is a 404, which tells "let through" apart from "refused".
const unknownMenu = { id: '00000000-0000-4000-8000-000000000000', parentId: null, order: 0 };

describeWithDb('requirePermission', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    await addUser(app, { userName: 'operator', password: 'Operator#1' });
    const managerId = await addUser(app, { userName: 'manager', password: 'Manager#1' });
    await addRole(app, {
      name: 'App managers',
      permissionCodes: [PERMISSIONS.applicationManage],
      memberIds: [managerId],
    });
  });
  afterAll(() => app?.close());

  const move = async (userName: string, password: string) => {
    const login = await loginAs(app, userName, password);
    return post(app, API_PATHS.menus.move, unknownMenu, { as: login, language: 'en' });
  };

  it('refuses a caller without the permission with 403 10000', async () => {
    const response = await move('operator', 'Operator#1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'You do not have permission to do this.',
      data: null,
    });
  });

  it('lets through callers granted the permission by a role, and administrators', async () => {
    expect((await move('manager', 'Manager#1')).statusCode).toBe(404);
    expect((await move('admin', ADMIN_PASSWORD)).statusCode).toBe(404);
  });

  it('checks the token before the permission', async () => {
    const response = await post(app, API_PATHS.menus.move, unknownMenu);
    expect(response.statusCode).toBe(401);
  });
});
