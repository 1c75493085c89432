import { API_PATHS, WAREHOUSE_TASK_KINDS, type WarehouseTask } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { app, operator, supervisor } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { scopedListRequest as body, listOf, stuttgart, suzhou, usePlantLists } from '../../../test/scoped-lists';
import { translate } from '../../platform/messages';

const TASKS = API_PATHS.warehouse.tasks;

describeWithDb('the warehouse task lists', () => {
  usePlantLists('WMS', { signIn: ['supervisor', 'operator'], withVisitor: true });

  const tasksOf = (path: string, as: SignedIn, request: object, language?: string) =>
    listOf<WarehouseTask>(path, as, request, language);

  it('lists demo tasks of every kind, each list holding only its own kind', async () => {
    for (const kind of WAREHOUSE_TASK_KINDS) {
      const page = await tasksOf(TASKS[kind], supervisor, body(suzhou, ['WH-SZ-RAW', 'WH-SZ-FG']));
      expect(page.totalCount, kind).toBeGreaterThan(0);
      expect(page.items.every((task) => task.kind === kind)).toBe(true);
    }
  });

  it('keeps to the asked warehouses and words materials in the caller language', async () => {
    const raw = await tasksOf(TASKS.pick, supervisor, body(suzhou, ['WH-SZ-RAW']), 'de-DE');
    expect(new Set(raw.items.map((task) => task.dataPermissionCode))).toEqual(new Set(['WH-SZ-RAW']));
    const both = await tasksOf(TASKS.pick, supervisor, body(suzhou, ['WH-SZ-RAW', 'WH-SZ-FG']));
    expect(both.totalCount).toBeGreaterThan(raw.totalCount);
    const bolts = raw.items.find((task) => task.materialCode === 'RM-STL-0150' || task.materialCode === 'CP-NUT-M8');
    expect(bolts?.materialName).toMatch(/Kaltband|Sechskantmutter/);
    expect(raw.items[0]).toMatchObject({ kind: 'pick', toLocation: 'DOCK-OUT', unit: expect.any(String) });
    expect(raw.items[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by status and keyword, and pages with a stable total, due first', async () => {
    const all = await tasksOf(TASKS.receipt, supervisor, body(suzhou, ['WH-SZ-RAW']));
    const open = await tasksOf(TASKS.receipt, supervisor, body(suzhou, ['WH-SZ-RAW'], { status: 'open' }));
    expect(open.totalCount).toBeGreaterThan(0);
    expect(open.totalCount).toBeLessThan(all.totalCount);
    expect(open.items.every((task) => task.status === 'open')).toBe(true);
    const days = all.items.map((task) => task.dueDate);
    expect(days).toEqual([...days].sort());

    const found = await tasksOf(TASKS.receipt, supervisor, body(suzhou, ['WH-SZ-RAW'], { keyword: 'ib-sz-24103' }));
    expect(found.items.map((task) => task.reference)).toEqual(['IB-SZ-24103']);

    const first = await tasksOf(TASKS.count, supervisor, body(suzhou, ['WH-SZ-RAW'], { maxResultCount: 2 }));
    const second = await tasksOf(
      TASKS.count,
      supervisor,
      body(suzhou, ['WH-SZ-RAW'], { maxResultCount: 2, skipCount: 2 }),
    );
    expect(first.items).toHaveLength(2);
    expect(second.totalCount).toBe(first.totalCount);
    expect(first.totalCount).toBeGreaterThan(2);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
  });

  it("refuses a warehouse, a plant or an application the caller is not granted, in the caller's language", async () => {
    const refused = async (as: SignedIn, request: object, key: string, params: Record<string, string> = {}) => {
      const response = await post(app, TASKS.transfer, request, { as, language: 'zh-Hans' });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        code: 0,
        errorCode: '10000',
        message: translate('zh-Hans', key, params),
        data: null,
      });
    };
    await refused(operator, body(stuttgart, ['WH-ST-01']), 'applications.dbInstanceNotGranted');
    await refused(operator, body(suzhou, ['WH-SZ-RAW', 'WH-ST-01']), 'warehouse.dataPermissionNotGranted', {
      code: 'WH-ST-01',
    });
    const visitor = await loginAs(app, 'visitor', 'Visitor#1');
    await refused(visitor, body(suzhou, ['WH-SZ-RAW']), 'applications.notGranted');
  });

  it.each([
    ['an unknown status', { status: 'lost' }, 'status'],
    ['a page over 100 rows', { maxResultCount: 101 }, 'maxResultCount'],
    ['a negative skip', { skipCount: -1 }, 'skipCount'],
  ])('answers %s with 400 and the field', async (_name, extra, field) => {
    const response = await post(app, TASKS.ship, body(suzhou, ['WH-SZ-FG'], extra), { as: operator, language: 'en' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
