import { API_PATHS } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdOpen } from '../../test/held-transaction';
import { createTestApp, databaseUnavailable, describeWithDb, post, testDatabaseKind } from '../../test/helper';
import { type Database, openPostgres } from '../db/client';
import { installEnvelope } from './envelope';
import { installErrorHandler } from './error-handler';
import { badRequest, conflict } from './errors';

describeWithDb('error answers of the whole app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const rawPost = (payload: string | Buffer, contentType: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: API_PATHS.identity.newLogin,
      headers: { 'content-type': contentType, 'accept-language': language },
      payload,
    });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await rawPost('{"userName": "admin",', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'The request body is not valid JSON.',
      data: null,
    });
    const poisoned = await rawPost('{"__proto__": {"isAdmin": true}}', 'application/json', 'de-DE');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
  });

  it('reads JSON sent with a charset parameter', async () => {
    const response = await rawPost('{"userName":"admin","password":"wrong"}', 'application/json; charset=utf-8');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The user name or password is incorrect.');
  });

  it('answers bodies over 1 MiB with 413', async () => {
    const big = JSON.stringify({ userName: 'admin', password: 'x'.repeat(1024 * 1024) });
    const response = await rawPost(big, 'application/json', 'zh-Hans');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: '请求内容过大（最多 1 MiB）。',
      data: null,
    });
  });

  it('answers content it does not take with 415', async () => {
    const response = await rawPost('<login/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
    expect(response.json().message).toContain('application/xml');
    // Forms are only for the token refresh.
    expect((await rawPost('userName=admin&password=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });

  it('answers a plain-text body where JSON is wanted as invalid input', async () => {
    const response = await rawPost('admin', 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'body', message: 'must be an object' }]);
  });

  it('answers unknown /api paths with a 404 envelope, signed in or not', async () => {
    const response = await post(app, '/api/baseService/nothing/here?x=1', {}, { language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'There is no such address: POST /api/baseService/nothing/here',
      data: null,
    });
    const get = await app.inject({ method: 'GET', url: '/api/whatever' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(0);
  });

  it('answers an address that does not decode with 400 in the envelope', async () => {
    for (const url of ['/api/baseService/%c0%ae', '/api/baseService/faceAiUser/UserImage/%E0%A4%A']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 0,
        errorCode: '10000',
        message: 'The address of the request is not valid.',
        data: null,
      });
    }
    const chinese = await app.inject({ method: 'POST', url: '/api/baseService/%c0%ae' });
    expect(chinese.json().message).toBe('请求的地址无效。');
  });

  it('answers a wrong method on a known path as not found, not as a crash', async () => {
    const response = await app.inject({ method: 'GET', url: API_PATHS.identity.newLogin });
    expect(response.statusCode).toBe(404);
  });
});

describe('the error handler on its own', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    installErrorHandler(app);
    installEnvelope(app);
    app.post('/api/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.post('/api/conflict', async () => {
      throw conflict('errors.forbidden');
    });
    app.post('/api/fields', async () => {
      throw badRequest('errors.validation', {}, [
        { field: 'name', messageKey: 'validation.tooLong', params: { maximum: 128 } },
      ]);
    });
    app.post('/api/data', async (_request, reply) => {
      reply.successMessage = 'saved';
      return { saved: 3 };
    });
    app.post('/api/nothing', async () => undefined);
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers the unexpected with a generic 500 and logs the details', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'Something went wrong on the server. Please try again later.',
      data: null,
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged.join('')).toContain('hunter2');
  });

  it('maps AppErrors to their status with localized details', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/conflict' })).statusCode).toBe(409);
    const fields = await app.inject({ method: 'POST', url: '/api/fields', headers: { 'accept-language': 'de' } });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({
      code: 0,
      errorCode: '10000',
      message: 'Bitte prüfen Sie die Eingabe: Name darf höchstens 128 Zeichen lang sein',
      data: null,
      details: [{ field: 'name', message: 'darf höchstens 128 Zeichen lang sein' }],
    });
  });

  it('wraps what handlers return in the success envelope', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/data' })).json()).toEqual({
      code: 1,
      message: 'saved',
      data: { saved: 3 },
    });
    expect((await app.inject({ method: 'POST', url: '/api/nothing' })).json()).toEqual({
      code: 1,
      message: '',
      data: null,
    });
  });
});

// PGlite has no pool: this runs in the PostgreSQL half, and is skipped with it when none answers.
const describeOnPostgres = describe.skipIf(testDatabaseKind !== 'postgres' || databaseUnavailable);

describeOnPostgres('the error handler and a full database pool', () => {
  let app: FastifyInstance;
  let database: Database;
  const logged: string[] = [];

  beforeAll(async () => {
    // The service's own pool, with one connection and a short wait for it.
    database = await openPostgres(inject('postgresUrl') as string, { max: 1, connectionTimeoutMs: 50 });
    app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    app.decorate('db', database.db);
    installErrorHandler(app);
    installEnvelope(app);
    app.post('/api/read', async () => {
      await app.db.execute(sql`select 1`);
      return { read: true };
    });
    app.post('/api/change', async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      return { changed: true };
    });
    app.post('/api/broken', async () => app.db.execute(sql`select * from no_such_table`));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (url: string, language: string) =>
    app.inject({ method: 'POST', url, headers: { 'accept-language': language } });

  it('answers 503 "busy, try again" with Retry-After while every connection stays in use', async () => {
    // A change in progress holds the pool's only connection.
    const held = await holdOpen(app, async (tx) => {
      await tx.execute(sql`select 1`);
    });
    try {
      const read = await call('/api/read', 'en');
      expect(read.statusCode).toBe(503);
      expect(Number(read.headers['retry-after'])).toBeGreaterThan(0);
      expect(read.json()).toEqual({
        code: 0,
        errorCode: '10000',
        message: 'The service is busy right now. Please try again in a moment.',
        data: null,
      });
      // A transaction checks its connection out itself: the same answer.
      const change = await call('/api/change', 'zh-Hans');
      expect(change.statusCode).toBe(503);
      expect(change.headers['retry-after']).toBe(read.headers['retry-after']);
      expect(change.json()).toEqual({ code: 0, errorCode: '10000', message: '服务当前繁忙，请稍后重试。', data: null });
      const german = await call('/api/read', 'de-DE');
      expect(german.json().message).toBe(
        'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
      );
    } finally {
      await held.commit();
    }
    expect(logged.join('')).toContain('no database connection came free in time');
    // Once the connection is free again, the same calls are answered.
    expect((await call('/api/read', 'en')).json()).toEqual({ code: 1, message: '', data: { read: true } });
    expect((await call('/api/change', 'en')).statusCode).toBe(200);
  });

  it('still answers any other database failure as the unexpected, 500 without Retry-After', async () => {
    const broken = await call('/api/broken', 'en');
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    expect(broken.json().message).toBe('Something went wrong on the server. Please try again later.');
  });
});
