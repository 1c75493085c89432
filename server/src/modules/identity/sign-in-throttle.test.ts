import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, post } from '../../../test/helper';
import { addUser } from '../../../test/users';

const signIn = (app: FastifyInstance, userName: string, password: string, remoteAddress = '10.1.1.1') =>
  post(app, API_PATHS.identity.newLogin, { userName, password }, { remoteAddress, language: 'en' });

async function failTimes(app: FastifyInstance, times: number, userName: string, remoteAddress?: string) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(app, userName, `wrong-${i}`, remoteAddress);
    expect(response.statusCode).toBe(400);
  }
}

describeWithDb('sign-in rate limits', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses an account name from one address after 10 failures in 15 minutes, even the right password', async () => {
    app = await createTestApp();
    await failTimes(app, 10, 'admin');
    const locked = await signIn(app, 'admin', ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 0,
      errorCode: '10000',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another account from the same terminal is not affected.
    await addUser(app, { userName: 'operator', password: 'Operator#1' });
    expect((await signIn(app, 'operator', 'Operator#1')).statusCode).toBe(200);
  });

  it('counts unknown account names the same way (case-insensitively)', async () => {
    app = await createTestApp({ env: { SIGN_IN_ACCOUNT_FAILURES: '3' } });
    await failTimes(app, 3, 'Ghost');
    expect((await signIn(app, 'GHOST', 'anything')).statusCode).toBe(429);
  });

  it('forgives the account its failures after a successful sign-in', async () => {
    app = await createTestApp({ env: { SIGN_IN_ACCOUNT_FAILURES: '3' } });
    await failTimes(app, 2, 'admin');
    expect((await signIn(app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    await failTimes(app, 2, 'admin');
    expect((await signIn(app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one client address across names, without the success resetting it', async () => {
    app = await createTestApp({ env: { SIGN_IN_ADDRESS_FAILURES: '5' } });
    await addUser(app, { userName: 'operator', password: 'Operator#1' });
    for (const name of ['a', 'b', 'c', 'd']) await failTimes(app, 1, name, '10.9.9.9');
    expect((await signIn(app, 'operator', 'Operator#1', '10.9.9.9')).statusCode).toBe(200);
    await failTimes(app, 1, 'e', '10.9.9.9');
    const blocked = await signIn(app, 'operator', 'Operator#1', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    // The same person from another terminal still gets in.
    expect((await signIn(app, 'operator', 'Operator#1', '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts failed card swipes per card number', async () => {
    app = await createTestApp({ env: { SIGN_IN_ACCOUNT_FAILURES: '3' } });
    await addUser(app, { userName: 'operator', password: 'Operator#1', cardNo: 'C-1' });
    const swipe = (cardNo: string) => post(app as FastifyInstance, API_PATHS.identity.loginForSwipeCard, { cardNo });
    for (let i = 0; i < 3; i++) expect((await swipe('C-404')).statusCode).toBe(400);
    expect((await swipe('C-404')).statusCode).toBe(429);
    expect((await swipe('C-1')).statusCode).toBe(200);
  });

  it('checks no more than the limit of 200 simultaneous guesses, the right password among them', async () => {
    app = await createTestApp();
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? ADMIN_PASSWORD : `Wrong#${i}`));
    const answers = await Promise.all(guesses.map((password) => signIn(app as FastifyInstance, 'admin', password)));
    const statuses = answers.map((answer) => answer.statusCode);
    // Every answer but a 429 means the password was checked: exactly the limit of them.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    expect(statuses.every((status) => [200, 400, 429].includes(status))).toBe(true);
    // With the limit used up by wrong guesses, the right password does not get in from there.
    if (!statuses.includes(200)) expect((await signIn(app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses past the per-address ceiling when guesses at many names arrive at once', async () => {
    app = await createTestApp();
    const names = Array.from({ length: 130 }, (_, i) => `name-${i}`);
    const answers = await Promise.all(names.map((name) => signIn(app as FastifyInstance, name, 'Wrong#1', '10.4.4.4')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Staff at other terminals are not affected.
    expect((await signIn(app, 'admin', ADMIN_PASSWORD, '10.4.4.5')).statusCode).toBe(200);
  });
});
