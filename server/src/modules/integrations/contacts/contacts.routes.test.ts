import {
  API_PATHS,
  type AuditEntry,
  type Contact,
  type ContactGroup,
  type LeadUserListItem,
} from '@workbench/contracts';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../../test/helper';

const paths = API_PATHS.admin.contacts;

/** A workbook as someone would fill it in Excel: a header row, then one contact per row. */
async function workbook(header: string[], rows: (string | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Kontakte');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describeWithDb('system integrations: contacts', () => {
  useDemoPlant({ signIn: ['admin'] });

  const call = async <T>(path: string, body: unknown, language = 'en'): Promise<T> => {
    const response = await post(app, path, body as object, { as: admin, language });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const all = async () => (await call<{ items: Contact[] }>(paths.pageList, { maxResultCount: 1000 })).items;

  it('is closed to users without the system-integration permission', async () => {
    const operator = await loginAs(app, 'operator', 'Operator#1');
    for (const path of [paths.pageList, paths.create, paths.importFromUsers, paths.importXlsx, paths.groups]) {
      expect((await post(app, path, {}, { as: operator })).statusCode, path).toBe(403);
    }
    const exported = await app.inject({ method: 'GET', url: paths.exportXlsx, headers: operator.headers });
    expect(exported.statusCode).toBe(403);
  });

  it('keeps contacts with their groups, and lists the groups with their sizes', async () => {
    const lea = await call<Contact>(paths.create, {
      name: 'Lea Wagner',
      email: 'lea@plant.example',
      mentionId: 'lea.w',
      language: 'de-DE',
      groups: ['Night shift', 'Fire wardens', 'Night shift'],
    });
    expect(lea).toMatchObject({ groups: ['Fire wardens', 'Night shift'], language: 'de-DE', userId: null });
    await call(paths.create, { name: 'Chen Jie', phone: '13800000001', groups: ['Night shift'] });
    // The demo plant's own groups stand beside the new ones, in name order.
    expect(await call<ContactGroup[]>(paths.groups, {})).toEqual([
      { name: 'Fire wardens', memberCount: 1 },
      { name: 'Night shift', memberCount: 2 },
      { name: 'Plant management', memberCount: 1 },
      { name: 'Shift supervisors', memberCount: 1 },
      { name: 'Warehouse team', memberCount: 2 },
    ]);
    const night = await call<{ items: Contact[] }>(paths.pageList, { group: 'Night shift', sorting: 'name' });
    expect(night.items.map((contact) => contact.name)).toEqual(['Chen Jie', 'Lea Wagner']);
    const refused = await post(
      app,
      paths.create,
      { name: 'X', email: 'not an address' },
      { as: admin, language: 'en' },
    );
    expect(refused.statusCode).toBe(400);
  });

  it('imports portal users, and refreshes them when imported again', async () => {
    const users = await call<{ items: LeadUserListItem[] }>(API_PATHS.admin.users.pageList, { maxResultCount: 100 });
    // The demo plant's supervisor is a contact already; its admin is not.
    const supervisor = users.items.find((user) => user.userName === 'supervisor');
    const adminUser = users.items.find((user) => user.userName === 'admin');
    const ids = [supervisor?.id, adminUser?.id];
    expect(await call(paths.importFromUsers, { userIds: ids, groups: ['Supervisors'] })).toEqual({
      created: 1,
      updated: 1,
    });
    expect(await call(paths.importFromUsers, { userIds: ids })).toEqual({ created: 0, updated: 2 });
    const imported = (await all()).filter((contact) => contact.userId !== null);
    expect(imported.map((contact) => [contact.userId, contact.groups])).toEqual(
      expect.arrayContaining([
        // An import adds its groups to those a contact is in already.
        [supervisor?.id, ['Shift supervisors', 'Supervisors']],
        [adminUser?.id, ['Supervisors']],
      ]),
    );
    const missing = await post(
      app,
      paths.importFromUsers,
      { userIds: ['00000000-0000-4000-8000-000000000000'] },
      { as: admin },
    );
    expect(missing.statusCode).toBe(404);
    const audit = await call<{ items: AuditEntry[] }>(API_PATHS.admin.auditLog.pageList, {
      resource: 'integrationContact',
    });
    expect(audit.items.some((entry) => entry.action === 'import')).toBe(true);
  });

  it('imports a German workbook, updating contacts by e-mail address and adding the rest', async () => {
    const before = (await all()).length;
    const data = await workbook(
      ['Name', 'E-Mail', 'Telefon', 'Roboter-Benutzer-ID', 'Sprache', 'Gruppen'],
      [
        ['Lea Wagner-Roth', 'LEA@plant.example', null, 'lea.w', 'de-DE', 'Night shift, Fire wardens'],
        ['Tom Becker', 'tom@plant.example', '+49 711 000', null, 'en', 'Maintenance'],
        [null, null, null, null, null, null],
      ],
    );
    expect(await call(paths.importXlsx, { data })).toEqual({ created: 1, updated: 1 });
    const contacts = await all();
    expect(contacts).toHaveLength(before + 1);
    // Matched without regard to case; the address is then stored as the workbook spells it.
    expect(
      contacts.filter((contact) => contact.email?.toLowerCase() === 'lea@plant.example').map((c) => c.name),
    ).toEqual(['Lea Wagner-Roth']);
    expect(contacts.find((contact) => contact.name === 'Tom Becker')).toMatchObject({
      language: 'en',
      groups: ['Maintenance'],
    });
  });

  it('refuses a workbook with a bad row as a whole, naming the row, and one that is no workbook', async () => {
    const before = await all();
    const data = await workbook(
      ['姓名', '电子邮件', '语言'],
      [
        ['王芳', 'wang@plant.example', 'zh-Hans'],
        ['李伟', 'not-an-address', 'xx'],
      ],
    );
    const refused = await post(app, paths.importXlsx, { data }, { as: admin, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((problem: { field: string }) => problem.field)).toEqual([
      'row 3: email',
      'row 3: language',
    ]);
    const garbage = await post(
      app,
      paths.importXlsx,
      { data: Buffer.from('hello').toString('base64') },
      { as: admin, language: 'de-DE' },
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Die Datei ist keine Excel-Arbeitsmappe (.xlsx).');
    expect(await all()).toEqual(before);
  });

  it('exports the address book as a workbook headed in the caller’s language that imports back unchanged', async () => {
    const before = await all();
    const response = await app.inject({
      method: 'GET',
      url: paths.exportXlsx,
      headers: { ...admin.headers, 'accept-language': 'zh-Hans' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E8%81%94%E7%B3%BB%E4%BA%BA");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, '姓名', '电子邮件', '电话', '机器人用户 ID', '语言', '分组']);
    expect(sheet?.rowCount).toBe(before.length + 1);
    const again = await call<{ created: number; updated: number }>(paths.importXlsx, {
      data: response.rawPayload.toString('base64'),
    });
    expect(again.created).toBe(before.filter((contact) => !contact.email).length);
  });
});
