import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../test/helper';
import { listen } from '../../../test/hubs';
import { followTasks, rowsOf, workbookOf } from '../exports/download-tasks.testing';
import { createSource, eventPaths, ok, plainEventOf, raised, uniqueKey, userIdOf } from './events.testing';

const STAMP = String.raw`\d{4}-\d{2}-\d{2} \d{2}-\d{2}`;

/**
 * `event/export`: the event centre's filtered list as an .xlsx download task, in the caller's
 * language and within the caller's scope, as the other exports (exports/) run.
 */
describeWithDb('the event list’s export', () => {
  useDemoPlant();
  let baseUrl: string;
  /** What this suite's events' keys start with: the filter that finds them and no others. */
  const run = uniqueKey('export');
  let wmsAcknowledged: string;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    baseUrl = await listen(app);
    const wmsId = await demo.applicationId('WMS');
    const qmsId = await demo.applicationId('QMS');
    const key = (await createSource(app, admin, 'Export test gateway', [wmsId, qmsId])).apiKey;
    await raised(app, key, { eventKey: `${run}/open`, applicationId: wmsId, type: 1, title: 'Conveyor stopped' });
    wmsAcknowledged = await raised(app, key, { eventKey: `${run}/acknowledged`, applicationId: wmsId });
    await raised(app, key, { eventKey: `${run}/acknowledged`, applicationId: wmsId });
    await ok(app, supervisor, eventPaths.acknowledge, { ids: [wmsAcknowledged] });
    await ok(app, supervisor, eventPaths.assign, { ids: [wmsAcknowledged], userId: userIdOf(supervisor) });
    await raised(app, key, { eventKey: `${run}/qms`, ...plainEventOf(qmsId), category: 'quality' });
  });
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop().catch(() => undefined)));
  });

  /** Exports the list filtered to this suite's events as `as` asks for it; the finished file's rows. */
  async function exported(as: SignedIn, language: string, filters: object = {}) {
    const followed = await followTasks(baseUrl, as, language);
    opened.push(followed.connection);
    const started = await post(app, eventPaths.export, { filter: run, ...filters }, { as, language });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json().data as { id: string };
    const done = await followed.lists.waitFor(id, DOWNLOAD_TASK_STATUS.complete);
    const file = await app.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}?id=${id}`,
      headers: { ...as.headers, 'accept-language': language },
    });
    expect(file.statusCode, file.body).toBe(200);
    return { fileName: done.fileName, workbook: await workbookOf(file) };
  }

  it('writes the caller’s filtered list in the list’s order, with every column, in their language', async () => {
    const { fileName, workbook } = await exported(supervisor, 'en');
    expect(fileName).toMatch(new RegExp(`^Events ${STAMP}\\.xlsx$`));
    const rows = rowsOf(workbook, 'Events');
    expect(rows[0]).toEqual([
      'Type',
      'Category',
      'Title',
      'Application',
      'Device',
      'First occurred',
      'Last occurred',
      'Count',
      'Active',
      'Acknowledged by',
      'Acknowledged at',
      'Resolved by',
      'Resolved at',
      'Assignee',
    ]);
    // The supervisor's scope holds the WMS events alone; unacknowledged first, as the list shows them.
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['Severe', 'temperature', 'Conveyor stopped', 'Warehouse Management', 'freezer-3'],
      ['Warning', 'temperature', 'Freezer 3 too warm: -12 °C', 'Warehouse Management', 'freezer-3'],
    ]);
    const acknowledged = rows[2] ?? [];
    expect(acknowledged.slice(7, 10)).toEqual([2, 'Yes', 'supervisor']);
    expect(acknowledged[10]).toBeInstanceOf(Date);
    // Not resolved: those cells stay empty; the assignee is the last.
    expect(acknowledged.slice(11)).toEqual([undefined, undefined, 'supervisor']);
    expect(rows[1]?.[5]).toBeInstanceOf(Date);
  });

  it('holds what an administrator sees, and takes the list’s filters', async () => {
    const all = rowsOf((await exported(admin, 'zh-Hans')).workbook, '事件列表');
    expect(all[0]?.slice(0, 3)).toEqual(['类型', '类别', '标题']);
    // The QMS event too, the latest of the unacknowledged.
    expect(all.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['警告', 'quality'],
      ['严重', 'temperature'],
      ['警告', 'temperature'],
    ]);

    const acknowledgedOnly = rowsOf((await exported(admin, 'de-DE', { acknowledged: true })).workbook, 'Ereignisse');
    expect(acknowledgedOnly.slice(1).map((row) => row.slice(0, 2))).toEqual([['Warnung', 'temperature']]);
  });

  it('is for holders of the event-centre permission, and checks the filters as the list does', async () => {
    expect((await post(app, eventPaths.export, { filter: run }, { as: operator })).statusCode).toBe(403);
    const bad = await post(app, eventPaths.export, { types: [7] }, { as: supervisor, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((problem: { field: string }) => problem.field)).toEqual(['types.0']);
  });
});
