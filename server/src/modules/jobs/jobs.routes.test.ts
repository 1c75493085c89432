import { API_PATHS, type AuditEntry, HUBS, type Job, type JobKindsAnswer, type JobRun } from '@workbench/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admin, app, operator, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { connectHub, listen, nextCall, stoppedAfterEachTest } from '../../../test/hubs';
import { auditLog } from '../audit/audit.table';
import { jobEngineOf } from './job-scheduler';
import { jobRuns, jobs } from './jobs.table';

const paths = API_PATHS.admin.jobs;
/** A kind an administrator may create (the integrations register it). */
const CREATABLE = 'integrations.callAddress';

describeWithDb('timed work: the job resource', () => {
  useDemoPlant({ signIn: ['admin', 'operator'] });
  const connections = stoppedAfterEachTest();

  const call = async <T>(path: string, body: unknown, language = 'en'): Promise<T> => {
    const response = await post(app, path, body as object, { as: admin, language });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const list = async () => (await call<{ items: Job[] }>(paths.pageList, { maxResultCount: 100 })).items;
  const builtIn = async (key: string) => {
    const [row] = await app.db.select().from(jobs).where(eq(jobs.key, key));
    return row as typeof jobs.$inferSelect;
  };
  const written = async () => {
    const [jobCount] = await app.db.select({ value: count() }).from(jobs);
    const [auditCount] = await app.db.select({ value: count() }).from(auditLog);
    return [jobCount?.value, auditCount?.value];
  };
  const job = (more: Record<string, unknown> = {}) => ({
    name: 'Nightly MES maintenance',
    kind: CREATABLE,
    params: { url: 'https://mes.plant.example/maintenance', secret: 'hook-secret' },
    cron: '0 2 * * *',
    ...more,
  });

  it('is closed to users without the job-manage permission, and writes nothing for them', async () => {
    const before = await written();
    const [anyJob] = await list();
    const id = anyJob?.id as string;
    for (const [path, body] of [
      [paths.pageList, {}],
      [paths.create, job()],
      [paths.edit, { ...job(), id }],
      [paths.batchDelete, { ids: [id] }],
      [paths.runNow, { id }],
      [paths.pause, { id }],
      [paths.resume, { id }],
      [paths.queryRuns, { jobId: id }],
      [paths.queryKinds, {}],
    ] as const) {
      expect((await post(app, path, body, { as: operator })).statusCode, path).toBe(403);
    }
    const got = await app.inject({ method: 'GET', url: `${paths.get}?id=${id}`, headers: operator.headers });
    expect(got.statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('ships the clean-ups as built-in jobs in the plant’s time zone, and lists the kinds', async () => {
    const kinds = await call<JobKindsAnswer>(paths.queryKinds, {});
    expect(kinds.timeZone).toBe('Europe/Berlin');
    expect(kinds.kinds).toEqual(
      expect.arrayContaining([
        { kind: 'exports.cleanUpFiles', allowOverlap: false, creatable: false },
        { kind: 'jobs.cleanUpRunHistory', allowOverlap: false, creatable: false },
      ]),
    );
    const shipped = (await list()).filter((item) => item.builtIn).map((item) => item.kind);
    expect(shipped.sort()).toEqual([
      'eventStrategies.escalate',
      'exports.cleanUpFiles',
      'identity.cleanUpSessions',
      'identity.cleanUpSignInFailures',
      'integrations.cleanUpDeliveryLog',
      'jobs.cleanUpRunHistory',
      'notices.moveStates',
    ]);
    expect((await list()).every((item) => item.timeZone === 'Europe/Berlin' && item.nextRunAt !== null)).toBe(true);
  });

  it('creates, edits and deletes a job, keeps its secret out of every answer, and records the changes', async () => {
    const created = await call<Job>(paths.create, job());
    expect(created).toMatchObject({ kind: CREATABLE, hasSecret: true, timeZone: 'Europe/Berlin', builtIn: false });
    expect(created.params).toEqual({ url: 'https://mes.plant.example/maintenance', body: '', timeoutSeconds: 30 });
    // 02:00 in Berlin: 00:00 or 01:00 UTC.
    expect([0, 1]).toContain(new Date(created.nextRunAt as string).getUTCHours());
    const stored = (await app.db.select().from(jobs)).find((row) => row.id === created.id);
    expect(stored?.secret).not.toContain('hook-secret');
    const edited = await call<Job>(paths.edit, {
      ...job({ name: 'MES maintenance', cron: null, runAt: '2099-01-01T06:00:00Z', timeZone: 'Asia/Shanghai' }),
      params: { url: 'https://mes.plant.example/maintenance' },
      id: created.id,
    });
    expect(edited).toMatchObject({ hasSecret: true, cron: null, runAt: '2099-01-01T06:00:00.000Z' });
    expect(edited.nextRunAt).toBe('2099-01-01T06:00:00.000Z');
    const got = await app.inject({ method: 'GET', url: `${paths.get}?id=${created.id}`, headers: admin.headers });
    expect(got.json().data).toMatchObject({ name: 'MES maintenance', timeZone: 'Asia/Shanghai' });
    expect(got.body).not.toContain('hook-secret');
    expect(await call(paths.batchDelete, { ids: [created.id] })).toEqual({ deleted: 1 });
    const history = await call<{ items: AuditEntry[] }>(API_PATHS.admin.auditLog.pageList, { resource: 'job' });
    expect(history.items.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'edit']);
    expect(JSON.stringify(history.items)).not.toContain('hook-secret');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await written();
    const refusal = async (path: string, body: unknown, language = 'en') => {
      const response = await post(app, path, body as object, { as: admin, language });
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { message: string; details?: { field: string }[] };
    };
    expect((await refusal(paths.create, job({ cron: '61 * * * *' }), 'de-DE')).message).toContain('Cron-Ausdruck');
    expect((await refusal(paths.create, job({ cron: 'every day' }))).message).toContain('cron expression');
    expect((await refusal(paths.create, job({ timeZone: 'Mars/Olympus' }))).message).toContain('time zone');
    expect((await refusal(paths.create, job({ runAt: '2099-01-01T06:00:00Z' }))).message).toContain('not both');
    expect((await refusal(paths.create, job({ cron: null, runAt: '2001-01-01T06:00:00Z' }))).message).toContain(
      'future',
    );
    expect((await refusal(paths.create, job({ kind: 'jobs.cleanUpRunHistory' }))).message).toContain('built in');
    // A kind of the contract that this service does not run is named.
    const unregistered = (await call<JobKindsAnswer>(paths.queryKinds, {})).kinds.map((kind) => kind.kind);
    if (!unregistered.includes('notices.moveStates')) {
      expect((await refusal(paths.create, job({ kind: 'notices.moveStates' }))).message).toContain(
        'notices.moveStates',
      );
    }
    expect((await refusal(paths.create, job({ kind: 'nobody.knows' }))).message).toMatch(/kind/i);
    const badParams = await refusal(paths.create, job({ params: { url: 'ftp://mes' } }));
    expect(badParams.details?.map((problem) => problem.field)).toEqual(['params.url']);
    const history = await builtIn('jobs.cleanUpRunHistory');
    expect((await refusal(paths.batchDelete, { ids: [history.id] })).message).toContain(history.name);
    const kindChange = { ...job(), id: history.id };
    expect((await refusal(paths.edit, kindChange)).message).toContain('keeps its kind');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await app.inject({ method: 'GET', url: `${paths.get}?id=${unknown}`, headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    for (const [path, body] of [
      [paths.batchDelete, { ids: [unknown] }],
      [paths.runNow, { id: unknown }],
      [paths.queryRuns, { jobId: unknown }],
      [paths.edit, { ...job(), id: unknown }],
    ] as const) {
      expect((await post(app, path, body, { as: admin })).statusCode, path).toBe(404);
    }
    expect(await written()).toEqual(before);
  });

  it('pauses, resumes and runs a job now, and tells the job pages over the monitor hub', async () => {
    const baseUrl = await listen(app);
    const screen = await connectHub(baseUrl, HUBS.monitor.path, admin.accessToken);
    connections.push(screen);
    const history = await builtIn('jobs.cleanUpRunHistory');
    const paused = await call<Job>(paths.pause, { id: history.id });
    expect(paused).toMatchObject({ paused: true, nextRunAt: null });
    const resumed = await call<Job>(paths.resume, { id: history.id });
    expect(resumed.paused).toBe(false);
    expect(resumed.nextRunAt).not.toBeNull();
    const told = nextCall(screen, HUBS.monitor.server.jobChanged, 10_000);
    await call<Job>(paths.runNow, { id: history.id });
    expect(await told).toEqual([{ id: history.id }]);
    const engine = jobEngineOf(app.scheduler);
    await engine.tick();
    await engine.settled();
    const runs = await call<{ items: JobRun[]; totalCount: number }>(paths.queryRuns, {
      jobId: history.id,
      maxResultCount: 10,
    });
    expect(runs.totalCount).toBe(1);
    expect(runs.items[0]).toMatchObject({ trigger: 'runNow', outcome: 'succeeded', attempt: 1 });
    expect(runs.items[0]?.log[0]?.line).toContain('30 days');
    const listed = (await list()).find((item) => item.id === history.id);
    expect(listed?.lastRun?.outcome).toBe('succeeded');
    const actions = await call<{ items: AuditEntry[] }>(API_PATHS.admin.auditLog.pageList, { resource: 'job' });
    expect(actions.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['pause', 'resume', 'runNow']));
    await app.db.delete(jobRuns);
  });
});
