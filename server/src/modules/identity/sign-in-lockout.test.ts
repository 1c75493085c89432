import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, post } from '../../../test/helper';

const signIn = (app: FastifyInstance, password: string, remoteAddress: string, language = 'en') =>
  post(app, API_PATHS.identity.newLogin, { userName: 'admin', password }, { remoteAddress, language });

const retryAfter = (answer: LightMyRequestResponse) => Number(answer.headers['retry-after']);
const waitOut = (answer: LightMyRequestResponse) => vi.setSystemTime(Date.now() + retryAfter(answer) * 1000);

/** Small limits, so that an attack from several addresses takes a few calls, not hundreds. */
const LIMITS = {
  SIGN_IN_ACCOUNT_FAILURES: '2',
  SIGN_IN_ACCOUNT_SLOWDOWN_FAILURES: '4',
  SIGN_IN_MAX_DELAY_SECONDS: '8',
};

/** A wrong guess that is checked, after waiting out the slow-down if the account is slowed. */
async function guess(app: FastifyInstance, password: string, address: string) {
  let answer = await signIn(app, password, address);
  if (answer.statusCode === 429) {
    waitOut(answer);
    answer = await signIn(app, password, address);
  }
  expect(answer.statusCode).toBe(400);
}

/** Two wrong guesses from each address: every address at its own limit, the account past its ceiling. */
async function attackFrom(app: FastifyInstance, addresses: string[]) {
  for (const address of addresses) {
    await guess(app, 'Wrong#1', address);
    await guess(app, 'Wrong#2', address);
  }
}

describeWithDb('sign-in throttle under attack', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = undefined;
  });

  it('never lets failures from another address keep admin out', async () => {
    app = await createTestApp();
    for (let i = 0; i < 25; i++) await signIn(app, `Wrong#${i}`, '10.6.6.6');
    // The guessing address is refused, even with the right password...
    expect((await signIn(app, ADMIN_PASSWORD, '10.6.6.6')).statusCode).toBe(429);
    // ...while admin, from a terminal of its own, gets in at once.
    expect((await signIn(app, ADMIN_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
  });

  it('answers a throttled attempt with Retry-After and a message in the caller language', async () => {
    // The clock stops at the real time and only moves forward by what is waited out: the embedded
    // database reads the same clock for its own timers, and a date years ahead left it re-arming an
    // overflowing timer every millisecond for the rest of the test run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    app = await createTestApp({ env: { SIGN_IN_ACCOUNT_FAILURES: '2' } });
    await signIn(app, 'Wrong#1', '10.5.5.5');
    await signIn(app, 'Wrong#2', '10.5.5.5');
    const messages = {
      'zh-Hans': '登录失败次数过多，请在 15 分钟后再试。',
      en: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      'de-DE': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const refused = await signIn(app, ADMIN_PASSWORD, '10.5.5.5', language);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 0, errorCode: '10000', message, data: null });
      expect(retryAfter(refused)).toBe(15 * 60);
    }
    // Retry-After is honest: once it has passed, the address may try again.
    vi.setSystemTime(Date.now() + 15 * 60_000 - 1000);
    expect((await signIn(app, ADMIN_PASSWORD, '10.5.5.5')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    expect((await signIn(app, ADMIN_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses by a bounded delay, and never locks it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    app = await createTestApp({ env: LIMITS });
    await attackFrom(app, ['10.20.0.1', '10.20.0.2', '10.20.0.3']);

    // Guesses arriving at once from fresh addresses: at most one of them is checked.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(app as FastifyInstance, `Wrong#${i}`, `10.21.0.${i + 1}`)),
    );
    expect(burst.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(1);
    const slowed = burst.find((answer) => answer.statusCode === 429) as LightMyRequestResponse;
    expect(slowed.json().message).toMatch(/Please try again in \d+ seconds/);

    // Keep the attack going: each guess waits longer, up to the configured maximum.
    let longest = 0;
    for (let i = 0; i < 8; i++) {
      const answer = await signIn(app, `Again#${i}`, `10.22.0.${i + 1}`);
      expect(answer.statusCode).toBe(429);
      expect(retryAfter(answer)).toBeLessThanOrEqual(8);
      longest = Math.max(longest, retryAfter(answer));
      await guess(app, `Again#${i}`, `10.22.0.${i + 1}`);
    }
    expect(longest).toBe(8);

    // Admin, from a terminal the attack has not touched, waits at most the maximum delay and gets in.
    const first = await signIn(app, ADMIN_PASSWORD, '10.30.0.1');
    expect(first.statusCode).toBe(429);
    expect(retryAfter(first)).toBeLessThanOrEqual(8);
    waitOut(first);
    expect((await signIn(app, ADMIN_PASSWORD, '10.30.0.1')).statusCode).toBe(200);
  });

  it('does not slow the terminal an account usually signs in from', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    app = await createTestApp({ env: LIMITS });
    expect((await signIn(app, ADMIN_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
    await attackFrom(app, ['10.20.0.1', '10.20.0.2', '10.20.0.3']);
    expect((await signIn(app, 'Wrong#9', '10.20.0.9')).statusCode).toBe(429);
    expect((await signIn(app, ADMIN_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
  });
});
