import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, DOWNLOAD_TASK_STATUS, HUBS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../test/helper';
import { listen } from '../../../test/hubs';
import { addUser } from '../../../test/users';
import { translate } from '../../platform/messages';
import { demoLookup } from '../../seed/demo-lookup';
import { users } from '../access/users.table';
import { followTasks, rowsOf, workbookOf } from './download-tasks.testing';
import { changeTaskStatus, insertExportTask } from './exports.repository';

const { preparing, exporting, complete, failed } = DOWNLOAD_TASK_STATUS;
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STAMP = String.raw`\d{4}-\d{2}-\d{2} \d{2}-\d{2}`;

const userIdOf = (login: SignedIn) => String(decodeJwt(login.accessToken).sub);

describeWithDb('exports to download tasks', () => {
  let baseUrl: string;
  const opened: HubConnection[] = [];

  useDemoPlant();

  beforeAll(async () => {
    baseUrl = await listen(app);
    await addUser(app, { userName: 'visitor', password: 'Visitor#1', name: 'Visitor' });
    const retiredId = await addUser(app, { userName: 'retired', password: 'Retired#1' });
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, retiredId));
  });
  // Runs before the plant's afterAll closes the app: after-hooks run last registered first.
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop().catch(() => undefined)));
  });

  const follow = async (as: SignedIn, lang = 'en') => {
    const followed = await followTasks(baseUrl, as, lang);
    opened.push(followed.connection);
    return followed;
  };
  const download = (as: SignedIn | null, query: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}${query}`,
      headers: { ...(as ? as.headers : {}), 'accept-language': language },
    });

  describe('the user list', () => {
    let taskId: string;

    it('is exported in the background: answered at once as preparing, then 0 → 5 → 10, each change pushed', async () => {
      const { lists } = await follow(admin);
      expect(lists.received).toEqual([[]]);

      const response = await post(app, API_PATHS.downloadTasks.exportUsers, undefined, { as: admin, language: 'en' });
      expect(response.statusCode, response.body).toBe(200);
      const started = response.json();
      expect(started).toMatchObject({ code: 1, data: { taskStatus: preparing } });
      taskId = started.data.id;

      const done = await lists.waitFor(taskId, complete);
      expect(done).toEqual({
        fileName: expect.stringMatching(new RegExp(`^Users ${STAMP}\\.xlsx$`)),
        fileUrl: `${API_PATHS.downloadTasks.download}?id=${taskId}`,
        taskStatus: complete,
      });
      // One push per change: preparing, exporting, complete (each read when it was pushed).
      const seen = lists.taskIn(taskId, 1).map((task) => task?.taskStatus);
      expect(seen).toHaveLength(3);
      expect(seen.every((status) => status === preparing || status === exporting || status === complete)).toBe(true);
      expect(seen).toEqual([...(seen as number[])].sort((a, b) => a - b));
    });

    it('downloads as a workbook with every user, roles and flags, under the name in the caller language', async () => {
      const response = await download(admin, `?id=${taskId}`, 'zh-Hans');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
        new RegExp(`^用户列表 ${STAMP}\\.xlsx$`),
      );

      const rows = rowsOf(await workbookOf(response), 'Users');
      expect(rows[0]).toEqual(['User name', 'Name', 'E-mail', 'Phone', 'Enabled', 'Administrator', 'Roles', 'Created']);
      const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
      // Deleted accounts are not listed; sorted by user name.
      expect([...byName.keys()]).toEqual(['admin', 'operator', 'supervisor', 'visitor']);
      expect(byName.get('admin')?.slice(4, 7)).toEqual(['Yes', 'Yes', 'Administrator']);
      expect(byName.get('supervisor')?.slice(0, 7)).toEqual([
        'supervisor',
        '张伟',
        'zhang.wei@example-plant.com',
        undefined,
        'Yes',
        'No',
        'Supervisor',
      ]);
      expect(byName.get('visitor')?.slice(4, 7)).toEqual(['Yes', 'No', undefined]);
      const [supervisorRow] = await app.db.select().from(users).where(eq(users.userName, 'supervisor'));
      const created = byName.get('supervisor')?.[7] as Date;
      const wallClock =
        (supervisorRow?.createdAt.getTime() ?? 0) - (supervisorRow?.createdAt.getTimezoneOffset() ?? 0) * 60_000;
      expect(Math.abs(created.getTime() - wallClock)).toBeLessThan(1_000);
    });

    it('names the tasks in the language the download-task connection reads', async () => {
      const { connection, lists, subscription } = await follow(admin);
      await connection.invoke(HUBS.downloads.client.changeGroupByLang, { ...subscription, lang: 'de-DE' });
      expect(lists.taskIn(taskId).at(-1)?.fileName).toMatch(new RegExp(`^Benutzer ${STAMP}\\.xlsx$`));
    });

    it('cannot be downloaded by anyone else; unknown ids are the same 404', async () => {
      for (const [as, query] of [
        [supervisor, `?id=${taskId}`],
        [admin, `?id=${NOWHERE}`],
        [admin, '?id=not-an-id'],
      ] as const) {
        const response = await download(as, query, 'de-DE');
        expect(response.statusCode, query).toBe(404);
        expect(response.json()).toEqual({
          code: 0,
          errorCode: '10000',
          message: translate('de-DE', 'exports.taskNotFound'),
          data: null,
        });
      }
      expect((await download(admin, '')).statusCode).toBe(400);
      expect((await download(null, `?id=${taskId}`)).statusCode).toBe(401);
    });

    it('is for holders of the user-management permission only', async () => {
      const refused = await post(app, API_PATHS.downloadTasks.exportUsers, {}, { as: operator, language: 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: '10000', message: translate('en', 'errors.forbidden') });
      const allowed = await post(app, API_PATHS.downloadTasks.exportUsers, {}, { as: supervisor });
      expect(allowed.statusCode, allowed.body).toBe(200);
    });
  });

  describe("an application's menus", () => {
    it('are exported flattened with level, type, code, three names, route, page type and keep-alive', async () => {
      const wms = await demoLookup(app.db).applicationId('WMS');
      const { lists } = await follow(admin, 'zh-Hans');
      const response = await post(
        app,
        API_PATHS.downloadTasks.exportMenus,
        { applicationId: wms },
        { as: admin, language: 'de-DE' },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { id } = response.json().data;
      const done = await lists.waitFor(id, complete);
      expect(done.fileName).toMatch(new RegExp(`^菜单 仓储管理 ${STAMP}\\.xlsx$`));

      const file = await download(admin, `?id=${id}`, 'de-DE');
      expect(file.statusCode, file.body).toBe(200);
      expect(decodeURIComponent(String(file.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toMatch(
        new RegExp(`^Menüs Lagerverwaltung ${STAMP}\\.xlsx$`),
      );
      const rows = rowsOf(await workbookOf(file), 'Menüs');
      expect(rows[0]).toEqual([
        'Ebene',
        'Typ',
        'Code',
        'Name (Chinesisch)',
        'Name (Englisch)',
        'Name (Deutsch)',
        'Route',
        'Seitentyp',
        'Im Speicher halten',
      ]);
      expect(rows[1]).toEqual([1, 'Service', 'WMS', '仓储管理', 'Warehouse Management', 'Lagerverwaltung']);
      expect(rows[2]).toEqual([2, 'Module', 'WMS.Inbound', '入库管理', 'Inbound', 'Wareneingang']);
      const byCode = new Map(rows.slice(1).map((row) => [row[2], row]));
      expect(byCode.get('WMS.Inventory.StockList')).toEqual([
        3,
        'Page',
        'WMS.Inventory.StockList',
        '库存查询',
        'Stock List',
        'Bestandsliste',
        '/inventory/stock',
        'Registerkarte',
        'Ja',
      ]);
      expect(byCode.get('WMS.Outbound.LoadingList')?.slice(6)).toEqual([
        '/outbound/loading-list',
        'Neues Fenster',
        'Nein',
      ]);
      expect(rows.slice(1).map((row) => row[0])).toEqual([1, 2, 3, 3, 3, 3, 2, 3, 3, 3, 2, 3, 3, 3]);
    });

    it('are for holders of the application-management permission; unknown applications are 404, bad bodies 400', async () => {
      const wms = await demoLookup(app.db).applicationId('WMS');
      const refused = await post(app, API_PATHS.downloadTasks.exportMenus, { applicationId: wms }, { as: supervisor });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: '10000' });
      for (const applicationId of [NOWHERE, 'WMS']) {
        const unknown = await post(
          app,
          API_PATHS.downloadTasks.exportMenus,
          { applicationId },
          { as: admin, language: 'en' },
        );
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe(translate('en', 'applications.notFound'));
      }
      for (const body of [undefined, {}, { applicationId: 7 }, { applicationId: wms, isPda: 'no' }]) {
        const bad = await post(app, API_PATHS.downloadTasks.exportMenus, body, { as: admin });
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect(bad.json()).toMatchObject({ code: 0, errorCode: '10000' });
        expect(bad.json().details.length).toBeGreaterThan(0);
      }
    });
  });

  describe('a download before the file is there', () => {
    it('is refused with 409 while the export runs, and after it failed or timed out', async () => {
      const adminId = userIdOf(admin);
      const task = await insertExportTask(app.db, {
        userId: adminId,
        kind: 'users',
        language: 'en',
        subjectNames: null,
      });
      const notReady = await download(admin, `?id=${task.id}`, 'en');
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json().message).toBe(translate('en', 'exports.notReady'));
      await changeTaskStatus(app.db, task.id, [preparing], failed);
      const gone = await download(admin, `?id=${task.id}`, 'en');
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toBe(translate('en', 'exports.notAvailable'));
    });
  });
});
