import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { GOOD_PASSWORD } from '../users/users.testing';
import { insertUser, violatedUserRule } from './users.repository';

describeWithDb('users repository: the unique rules as the database enforces them', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const failureOfInsert = async (values: { userName: string; cardHash?: string }) => {
    try {
      await insertUser(app.db, { name: 'x', passwordHash: 'not-a-hash', ...values });
    } catch (error) {
      return error;
    }
    throw new Error(`inserting ${values.userName} succeeded`);
  };

  it('tells which rule a failed insert broke, on this engine', async () => {
    await insertUser(app.db, { userName: 'unique-one', name: 'x', passwordHash: 'not-a-hash', cardHash: 'U-1' });
    expect(violatedUserRule(await failureOfInsert({ userName: 'UNIQUE-ONE' }))).toBe('userName');
    expect(violatedUserRule(await failureOfInsert({ userName: 'unique-two', cardHash: 'U-1' }))).toBe('cardNo');
    expect(violatedUserRule(new Error('connection lost'))).toBeUndefined();
  });

  it('answers simultaneous creations of one name with one success and conflicts, never a 500', async () => {
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const body = { userName: 'racer', name: 'Racer', password: GOOD_PASSWORD };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(app, API_PATHS.admin.users.create, body, { as: admin })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});
