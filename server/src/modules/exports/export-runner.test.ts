import { DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../../test/helper';
import { type SheetContent, XLSX_TYPE } from '../../platform/workbook-file';
import { users } from '../access/users.table';
import { ExportRunner, type ExportRunnerDeps } from './export-runner';
import { insertExportTask } from './exports.repository';
import { exportFiles, exportTasks } from './exports.table';

const { preparing, exporting, complete, failed, timedOut } = DOWNLOAD_TASK_STATUS;

const sheet: SheetContent = {
  name: 'Sheet',
  columns: [{ key: 'code', header: 'Code', width: 10 }],
  rows: [{ code: 'A-1' }, { code: 'B-2' }],
};

/** A produce step that waits until the test lets it go. */
function gated(content: SheetContent | Error = sheet) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    produce: async () => {
      await gate;
      if (content instanceof Error) throw content;
      return content;
    },
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeWithDb('the export runner', () => {
  let app: FastifyInstance;
  let adminId: string;
  let runner: ExportRunner | undefined;

  beforeAll(async () => {
    app = await createTestApp();
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    adminId = admin?.id ?? '';
  });
  afterEach(async () => {
    await runner?.stop();
    vi.restoreAllMocks();
  });
  afterAll(() => app?.close());

  const start = (deps: Partial<ExportRunnerDeps> = {}) => {
    runner = new ExportRunner({
      db: app.db,
      events: app.events,
      timeoutMs: 60_000,
      log: app.log,
      ...deps,
    });
    return runner;
  };
  const newTask = () =>
    insertExportTask(app.db, { userId: adminId, kind: 'users', language: 'en', subjectNames: null });
  const statusOf = async (id: string) =>
    (await app.db.select().from(exportTasks).where(eq(exportTasks.id, id)))[0]?.status;
  const fileOf = async (id: string) => (await app.db.select().from(exportFiles).where(eq(exportFiles.taskId, id)))[0];

  it('moves a task 0 → 5 → 10, publishing each change for its user, and stores the file when complete', async () => {
    const publish = vi.spyOn(app.events, 'publish');
    const task = await newTask();
    expect(task.status).toBe(preparing);
    const work = gated();
    start().enqueue({ taskId: task.id, userId: adminId, produce: work.produce });

    expect(
      await until(
        () => statusOf(task.id),
        (status) => status === exporting,
      ),
    ).toBe(exporting);
    expect(await fileOf(task.id)).toBeUndefined();
    work.open();
    expect(
      await until(
        () => statusOf(task.id),
        (status) => status !== exporting,
      ),
    ).toBe(complete);

    expect(publish.mock.calls).toEqual([
      [{ type: 'downloadTask.changed', userId: adminId }],
      [{ type: 'downloadTask.changed', userId: adminId }],
    ]);
    const file = await fileOf(task.id);
    expect(file).toMatchObject({ contentType: XLSX_TYPE, size: file?.bytes.length });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file?.bytes as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Sheet')?.getSheetValues().slice(1) ?? [];
    expect(rows.map((row) => (row as unknown[]).slice(1))).toEqual([['Code'], ['A-1'], ['B-2']]);
  });

  it('runs at most two at a time; the others stay preparing until a slot is free', async () => {
    const tasks = await Promise.all([newTask(), newTask(), newTask()]);
    const works = tasks.map(() => gated());
    const started = start();
    tasks.forEach((task, index) => {
      started.enqueue({
        taskId: task.id,
        userId: adminId,
        produce: (works[index] as ReturnType<typeof gated>).produce,
      });
    });
    const [first, second, third] = tasks.map((task) => task.id) as [string, string, string];
    // The two slots' status writes may land in either order.
    for (const id of [first, second]) {
      await until(
        () => statusOf(id),
        (status) => status === exporting,
      );
    }
    expect(await statusOf(third)).toBe(preparing);
    works[0]?.open();
    await until(
      () => statusOf(third),
      (status) => status === exporting,
    );
    works[1]?.open();
    works[2]?.open();
    await until(
      () => statusOf(third),
      (status) => status === complete,
    );
  });

  it('marks a task failed (20) when its work throws, without a file', async () => {
    const task = await newTask();
    const work = gated(new Error('the database went away'));
    start().enqueue({ taskId: task.id, userId: adminId, produce: work.produce });
    work.open();
    expect(
      await until(
        () => statusOf(task.id),
        (status) => status === failed,
      ),
    ).toBe(failed);
    const [row] = await app.db.select().from(exportTasks).where(eq(exportTasks.id, task.id));
    expect(row?.failure).toBe('the database went away');
    expect(await fileOf(task.id)).toBeUndefined();
  });

  it('fails a task (20) whose workbook is larger than an export may store, saying why, and keeps no file', async () => {
    const task = await newTask();
    const work = gated();
    start({ maxFileBytes: 100 }).enqueue({ taskId: task.id, userId: adminId, produce: work.produce });
    work.open();
    await until(
      () => statusOf(task.id),
      (status) => status === failed,
    );
    const [row] = await app.db.select().from(exportTasks).where(eq(exportTasks.id, task.id));
    expect(row?.failure).toMatch(/^the workbook is \d+ bytes, more than the 100 bytes an export may store$/);
    expect(await fileOf(task.id)).toBeUndefined();
  });

  it('marks a task timed out (30) at the limit, and what finishes later changes nothing', async () => {
    const task = await newTask();
    const work = gated();
    start({ timeoutMs: 100 }).enqueue({ taskId: task.id, userId: adminId, produce: work.produce });
    expect(
      await until(
        () => statusOf(task.id),
        (status) => status === timedOut,
      ),
    ).toBe(timedOut);
    work.open();
    await runner?.stop();
    expect(await statusOf(task.id)).toBe(timedOut);
    expect(await fileOf(task.id)).toBeUndefined();
  });

  it('stores nothing for a task another instance failed while it was exporting', async () => {
    const task = await newTask();
    const work = gated();
    start().enqueue({ taskId: task.id, userId: adminId, produce: work.produce });
    await until(
      () => statusOf(task.id),
      (status) => status === exporting,
    );
    // As the orphan recovery of another instance does when this one's lease has passed.
    await app.db.update(exportTasks).set({ status: failed, failure: 'gone' }).where(eq(exportTasks.id, task.id));
    work.open();
    await runner?.stop();
    expect(await statusOf(task.id)).toBe(failed);
    expect(await fileOf(task.id)).toBeUndefined();
  });

  it('fails the tasks still waiting when the server stops, and lets the running one finish', async () => {
    const tasks = await Promise.all([newTask(), newTask(), newTask()]);
    const works = tasks.map(() => gated());
    const started = start();
    tasks.forEach((task, index) => {
      started.enqueue({
        taskId: task.id,
        userId: adminId,
        produce: (works[index] as ReturnType<typeof gated>).produce,
      });
    });
    await until(
      () => statusOf(tasks[1]?.id ?? ''),
      (status) => status === exporting,
    );
    const stopping = started.stop();
    for (const work of works) work.open();
    await stopping;
    expect(await Promise.all(tasks.map((task) => statusOf(task.id)))).toEqual([complete, complete, failed]);

    const late = await newTask();
    started.enqueue({ taskId: late.id, userId: adminId, produce: gated().produce });
    expect(
      await until(
        () => statusOf(late.id),
        (status) => status !== preparing,
      ),
    ).toBe(failed);
  });
});
