import { Writable } from 'node:stream';
import { API_PATHS, HUBS } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../test/helper';
import { errorText, loggerOptions } from './log-redaction';

/** A log destination in memory: every line the service writes, as text. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line)) };
}

describe('the log options', () => {
  it('redact credentials in headers, bodies, queries and events', () => {
    const log = memoryLog();
    const logger = pino(loggerOptions('info', log.stream), log.stream);
    logger.info(
      {
        req: { headers: { authorization: 'Bearer tok-1', cookie: 'c=tok-2', ticket: 'tok-3' } },
        res: { headers: { 'set-cookie': 'tok-9' } },
        body: { userName: 'ops', password: 'tok-4', newPassword: 'tok-5', refresh_token: 'tok-6' },
        query: { access_token: 'tok-10' },
        event: { passwordHash: '$argon2id$tok-7', accessToken: 'tok-8' },
        client_secret: 'tok-11',
      },
      'probe',
    );
    expect(log.text()).not.toMatch(/tok-\d/);
    expect(log.entries()[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', ticket: '[redacted]' } },
      body: { userName: 'ops', password: '[redacted]' },
    });
  });

  it('log a failed statement without its text, parameters or row', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type uuid: "tok-1"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (tok-2).',
      query: 'select 1 where id = $1',
      params: ['tok-3'],
    });
    const wrapped = Object.assign(new Error('Failed query: select 1 where id = $1\nparams: tok-3'), {
      query: 'select 1 where id = $1',
      params: ['tok-3'],
      cause: driverError,
    });
    const log = memoryLog();
    pino(loggerOptions('info', log.stream), log.stream).error({ err: wrapped }, 'unexpected error');
    expect(log.text()).not.toMatch(/tok-\d|select 1/);
    expect(log.entries()[0].err).toMatchObject({ type: 'DatabaseError', code: '22P02' });
    expect(errorText(wrapped)).not.toMatch(/tok-\d|select 1/);
    expect(errorText(wrapped)).toContain('invalid input syntax for type uuid');
  });
});

describeWithDb('what the service logs', () => {
  const log = memoryLog();
  let app: FastifyInstance;
  let admin: SignedIn;
  const newPassword = 'Shift#Secret471';
  const wrongPassword = 'Guess#Wrong815';

  beforeAll(async () => {
    app = await createTestApp({ logStream: log.stream });
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    // A rule the service does not check before writing, so the insert itself fails.
    await app.db.execute(sql`alter table users add constraint log_probe_no_blocked check (user_name <> 'blocked')`);
  });
  afterAll(async () => {
    await app?.db.execute(sql`alter table users drop constraint if exists log_probe_no_blocked`);
    await app?.close();
  });

  it('carries no password, hash, token or ticket, even for a failed statement', async () => {
    const created = await post(
      app,
      API_PATHS.admin.users.create,
      { userName: 'blocked', name: 'Blocked', password: newPassword, roleIds: [] },
      { as: admin },
    );
    expect(created.statusCode, created.body).toBe(500);
    expect(created.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });

    const wrong = await post(app, API_PATHS.identity.newLogin, { userName: 'admin', password: wrongPassword });
    expect(wrong.statusCode).toBe(400);
    const refreshed = await post(app, API_PATHS.identity.refreshToken, {
      client_id: 'portal',
      refresh_token: admin.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const negotiate = await app.inject({
      method: 'POST',
      url: `${HUBS.monitor.path}/negotiate?negotiateVersion=1&access_token=${admin.accessToken}`,
    });
    expect(negotiate.statusCode).toBe(200);

    const text = log.text();
    for (const secret of [
      newPassword,
      wrongPassword,
      ADMIN_PASSWORD,
      '$argon2',
      admin.accessToken,
      admin.refreshToken,
      admin.ticket,
      refreshed.json().data.accessToken,
      'access_token',
      'insert into',
    ]) {
      expect(text).not.toContain(secret);
    }
    // The failure is still there to be found, with what an operator needs to know.
    const failure = log.entries().find((entry) => entry.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'log_probe_no_blocked' });
    expect(text).toContain(`${HUBS.monitor.path}/negotiate`);
  });
});
