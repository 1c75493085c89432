import { API_PATHS, type LineStatus, type WorkOrder } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, operator, supervisor } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { scopedListRequest as body, listOf, stuttgart, suzhou, usePlantLists } from '../../../test/scoped-lists';
import { translate } from '../../platform/messages';

const ORDERS = API_PATHS.mes.workOrderPageList;
const LINES = API_PATHS.mes.lineStatusPageList;

describeWithDb('the demo MES service', () => {
  usePlantLists('MES', { withVisitor: true });

  it("lists the asked lines' work orders in start order, products in the caller language", async () => {
    const a1 = await listOf<WorkOrder>(ORDERS, operator, body(suzhou, ['LINE-A1']), 'de-DE');
    expect(a1.totalCount).toBe(4);
    expect(a1.items.every((order) => order.dataPermissionCode === 'LINE-A1')).toBe(true);
    const starts = a1.items.map((order) => order.plannedStart);
    expect(starts).toEqual([...starts].sort());
    expect(a1.items.find((order) => order.orderNo === 'WO-SZ-1002')).toMatchObject({
      productCode: 'FG-GM-200',
      productName: 'Getriebemotor GM-200',
      plannedQuantity: 160,
      goodQuantity: 94,
      status: 'running',
    });
    const all = await listOf<WorkOrder>(ORDERS, operator, body(suzhou, ['LINE-A1', 'LINE-A2', 'LINE-M1']));
    expect(all.totalCount).toBe(10);
  });

  it('filters by keyword and pages with a stable total', async () => {
    const found = await listOf<WorkOrder>(
      ORDERS,
      supervisor,
      body(suzhou, ['LINE-A1', 'LINE-M1'], { keyword: 'dn50' }),
    );
    expect(found.items.map((order) => order.orderNo)).toEqual(['WO-SZ-1021', 'WO-SZ-1022']);
    const codes = ['LINE-A1', 'LINE-A2', 'LINE-M1'];
    const first = await listOf<WorkOrder>(ORDERS, supervisor, body(suzhou, codes, { maxResultCount: 4 }));
    const second = await listOf<WorkOrder>(
      ORDERS,
      supervisor,
      body(suzhou, codes, { maxResultCount: 4, skipCount: 4 }),
    );
    expect(first.items).toHaveLength(4);
    expect(second.totalCount).toBe(first.totalCount);
    const firstIds = new Set(first.items.map((order) => order.id));
    expect(second.items.some((order) => firstIds.has(order.id))).toBe(false);
  });

  it('tells what each asked line is doing, by line code', async () => {
    const lines = await listOf<LineStatus>(LINES, supervisor, body(stuttgart, ['LINE-S1', 'LINE-S2']));
    expect(lines.items.map((line) => [line.dataPermissionCode, line.state, line.currentOrderNo])).toEqual([
      ['LINE-S1', 'running', 'WO-ST-2002'],
      ['LINE-S2', 'down', 'WO-ST-2011'],
    ]);
    expect(lines.items[0]).toMatchObject({ lineName: 'Montagelinie S1', targetToday: 180, outputToday: 51 });
  });

  it("refuses a line, a plant or the application the caller is not granted, in the caller's language", async () => {
    const refused = async (as: SignedIn, request: object, status: number, key: string, code?: string) => {
      for (const path of [ORDERS, LINES]) {
        const response = await post(app, path, request, { as, language: 'de-DE' });
        expect(response.statusCode, `${path} ${response.body}`).toBe(status);
        expect(response.json()).toEqual({
          code: 0,
          errorCode: '10000',
          message: translate('de-DE', key, code ? { code } : {}),
          data: null,
        });
      }
    };
    await refused(operator, body(stuttgart, ['LINE-S1']), 403, 'applications.dbInstanceNotGranted');
    await refused(operator, body(suzhou, ['LINE-A1', 'LINE-S1']), 403, 'mes.lineNotGranted', 'LINE-S1');
    await refused(admin, body(suzhou, ['LINE-S1']), 404, 'mes.lineNotFound', 'LINE-S1');
    const visitor = await loginAs(app, 'visitor', 'Visitor#1');
    await refused(visitor, body(suzhou, ['LINE-A1']), 403, 'applications.notGranted');
  });

  it('answers a bad body with 400 and the field', async () => {
    for (const [extra, field] of [
      [{ maxResultCount: 0 }, 'maxResultCount'],
      [{ keyword: 7 }, 'keyword'],
      [{ dataPermissionCodes: [] }, 'dataPermissionCodes'],
    ] as const) {
      const response = await post(app, ORDERS, body(suzhou, ['LINE-A1'], extra), { as: operator, language: 'en' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});
