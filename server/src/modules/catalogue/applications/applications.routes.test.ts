import { API_PATHS, type Application, type DbInstance, type Tag } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, operator, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../../test/helper';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

describeWithDb('applications, tags, sub-systems and documents', () => {
  useDemoPlant({ signIn: ['admin', 'operator'] });

  const applicationsOf = async (as: SignedIn, body?: object) => {
    const response = await post(app, API_PATHS.applications.forCurrentUser, body, { as });
    expect(response.statusCode).toBe(200);
    return response.json().data as Application[];
  };

  it('lists every application for the administrator, with all fields of the contract', async () => {
    const apps = await applicationsOf(admin, {});
    expect(apps.map((a) => a.enName)).toEqual([
      'Warehouse Management',
      'Manufacturing Execution',
      'Maintenance',
      'Quality Management',
      'Energy Monitoring',
    ]);
    expect(apps[0]).toMatchObject({
      displayName: '仓储管理',
      aliasName: 'Lagerverwaltung',
      applicationUrl: '/apps/warehouse/',
      applicationPlatform: 'Web',
      switchMethod: 1,
      integrationMethod: 0,
    });
    expect(apps[0]?.applicationLogo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('lists only the granted applications for the operator, also without a body', async () => {
    expect((await applicationsOf(operator)).map((a) => a.enName)).toEqual([
      'Warehouse Management',
      'Manufacturing Execution',
    ]);
  });

  it('filters by a name fragment in any language, without regard to case, and by tag', async () => {
    expect((await applicationsOf(admin, { displayName: 'LAGER' })).map((a) => a.enName)).toEqual([
      'Warehouse Management',
    ]);
    expect((await applicationsOf(admin, { displayName: '质量' })).map((a) => a.enName)).toEqual(['Quality Management']);
    expect((await applicationsOf(admin, { displayName: 'qualität' })).map((a) => a.enName)).toEqual([
      'Quality Management',
    ]);
    const qualityTag = (await applicationsOf(admin, { displayName: 'Quality' }))[0]?.specialLeadTagId;
    expect((await applicationsOf(admin, { tagId: qualityTag })).map((a) => a.enName)).toEqual([
      'Maintenance',
      'Quality Management',
    ]);
    // The operator holds nothing under that tag; an unknown tag matches nothing.
    expect(await applicationsOf(operator, { tagId: qualityTag })).toEqual([]);
    expect(await applicationsOf(admin, { tagId: 'not-a-tag' })).toEqual([]);
    expect(await applicationsOf(admin, { displayName: '', tagId: null })).toHaveLength(5);
  });

  it('refuses a filter of the wrong type with details', async () => {
    const response = await post(app, API_PATHS.applications.forCurrentUser, { displayName: 42 }, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', details: [{ field: 'displayName' }] });
  });

  it('pages the tags, showing ordinary users only tags with an application of theirs', async () => {
    const page = await post(app, API_PATHS.tags.pageList, { maxResultCount: 2, skipCount: 0 }, { as: admin });
    expect(page.statusCode).toBe(200);
    const data = page.json().data as { items: Tag[]; totalCount: number };
    expect(data.totalCount).toBe(3);
    expect(data.items.map((t) => t.tagName)).toEqual(['生产制造 Manufacturing', '仓储物流 Warehousing & Logistics']);
    const rest = await post(app, API_PATHS.tags.pageList, { maxResultCount: 2, skipCount: 2 }, { as: admin });
    expect(rest.json().data.items.map((t: Tag) => t.tagName)).toEqual(['质量与设备 Quality & Maintenance']);
    const sorted = await post(
      app,
      API_PATHS.tags.pageList,
      { maxResultCount: 100, sorting: 'tagName desc' },
      { as: admin },
    );
    expect(sorted.json().data.items).toHaveLength(3);
    const mine = await post(app, API_PATHS.tags.pageList, { maxResultCount: 100, skipCount: 0 }, { as: operator });
    expect(mine.json().data).toMatchObject({ totalCount: 2 });
    expect(mine.json().data.items.map((t: Tag) => t.tagName)).not.toContain('质量与设备 Quality & Maintenance');
  });

  it('refuses page sizes outside 1..1000, wrong types and unknown sorting with a 400', async () => {
    for (const body of [
      { maxResultCount: 0 },
      { maxResultCount: 1001 },
      { maxResultCount: 'many' },
      { skipCount: -1 },
    ]) {
      const response = await post(app, API_PATHS.tags.pageList, body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details?.length).toBeGreaterThan(0);
    }
    const sorting = await post(
      app,
      API_PATHS.tags.pageList,
      { sorting: 'password asc' },
      { as: admin, language: 'en' },
    );
    expect(sorting.statusCode).toBe(400);
    expect(sorting.json().details).toEqual([{ field: 'sorting', message: expect.stringContaining('tagName') }]);
  });

  it('lists only the sub-systems and data permissions the operator holds', async () => {
    const response = await post(
      app,
      API_PATHS.dbInstances.forCurrentUser,
      { applicationId: await demo.applicationId('WMS') },
      { as: operator },
    );
    expect(response.statusCode).toBe(200);
    const instances = response.json().data as DbInstance[];
    expect(instances.map((i) => i.code)).toEqual(['SZ01']);
    expect(instances[0]?.dataPermissionOutputs.map((p) => p.code)).toEqual(['WH-SZ-RAW', 'WH-SZ-FG']);
  });

  it('lists every sub-system for the administrator', async () => {
    const response = await post(
      app,
      API_PATHS.dbInstances.forCurrentUser,
      { applicationId: await demo.applicationId('MES') },
      { as: admin },
    );
    const instances = response.json().data as DbInstance[];
    expect(instances.map((i) => i.code)).toEqual(['SZ01', 'ST01']);
    expect(instances[0]?.dataPermissionOutputs.map((p) => p.code)).toEqual(['LINE-A1', 'LINE-A2', 'LINE-M1']);
  });

  it('answers 403 for an application not granted, whether it exists or not, and 404 to the administrator', async () => {
    const qms = await demo.applicationId('QMS');
    for (const applicationId of [qms, NOWHERE, 'garbage']) {
      const response = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId }, { as: operator });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
    }
    const unknown = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId: NOWHERE }, { as: admin });
    expect(unknown.statusCode).toBe(404);
    const missing = await post(app, API_PATHS.dbInstances.forCurrentUser, {}, { as: admin, language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'applicationId', message: 'is required' }]);
  });

  it('lists the documents of granted applications only', async () => {
    const mine = await post(app, API_PATHS.applications.files, undefined, { as: operator });
    expect(mine.statusCode).toBe(200);
    const titles = mine.json().data.map((f: { fileTitle: string }) => f.fileTitle);
    expect(titles).toEqual(['WMS 用户手册 User Guide', 'RF 扫码枪操作指引', 'MES 报工操作手册 Reporting Guide']);
    const all = await post(app, API_PATHS.applications.files, undefined, { as: admin });
    expect(all.json().data.length).toBeGreaterThan(titles.length);
    expect(all.json().data[0]).toEqual({
      fileTitle: 'WMS 用户手册 User Guide',
      fileUrl: '/documents/wms-user-guide.html',
      applicationLogo: expect.stringMatching(/^data:image\/svg\+xml/),
    });
  });

  it('requires a signed-in caller', async () => {
    const response = await post(app, API_PATHS.applications.forCurrentUser, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: '401' });
  });
});
