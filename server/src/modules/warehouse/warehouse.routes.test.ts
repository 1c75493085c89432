import { API_PATHS, type InboundOrder, type PagedResult, type StockLine } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { admin, app, operator, supervisor } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { scopedListRequest as body, listOf, stuttgart, suzhou, usePlantLists } from '../../../test/scoped-lists';
import { translate } from '../../platform/messages';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const STOCK = API_PATHS.warehouse.stockPageList;
const INBOUND = API_PATHS.warehouse.inboundOrderPageList;

describeWithDb('the demo warehouse service', () => {
  usePlantLists('WMS', { withVisitor: true });

  const stockOf = (as: SignedIn, request: object, language?: string) => listOf<StockLine>(STOCK, as, request, language);
  const ordersOf = (as: SignedIn, request: object) => listOf<InboundOrder>(INBOUND, as, request);

  describe('stock', () => {
    it('shows the supervisor only the lines of the asked warehouses', async () => {
      const raw = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW']));
      expect(raw.totalCount).toBe(12);
      expect(raw.items).toHaveLength(12);
      expect(new Set(raw.items.map((line) => line.dataPermissionCode))).toEqual(new Set(['WH-SZ-RAW']));

      const both = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW', 'WH-SZ-FG']));
      expect(both.totalCount).toBe(20);
      expect(new Set(both.items.map((line) => line.dataPermissionCode))).toEqual(new Set(['WH-SZ-RAW', 'WH-SZ-FG']));

      const shipping = await stockOf(supervisor, body(stuttgart, ['WH-ST-02']));
      expect(shipping.totalCount).toBe(7);
      expect(shipping.items.every((line) => line.dataPermissionCode === 'WH-ST-02')).toBe(true);
    });

    it('answers every field of the contract, material names in the caller language', async () => {
      const find = (page: PagedResult<StockLine>) =>
        page.items.find((line) => line.materialCode === 'RM-STL-0150' && line.location === 'R-01-02');
      const request = body(suzhou, ['WH-SZ-RAW']);
      expect(find(await stockOf(supervisor, request))).toMatchObject({
        materialName: '冷轧钢卷 1.5mm',
        quantity: 6215.5,
        unit: 'kg',
        dataPermissionCode: 'WH-SZ-RAW',
      });
      expect(find(await stockOf(supervisor, request, 'en'))?.materialName).toBe('Cold-rolled steel coil 1.5 mm');
      const german = find(await stockOf(supervisor, request, 'de-DE'));
      expect(german?.materialName).toBe('Kaltband-Coil 1,5 mm');
      expect(german?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(german?.updatedAt ?? '').toISOString()).toBe(german?.updatedAt);
    });

    it('pages in a stable order and filters by a keyword in any language, taken literally', async () => {
      const all = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW']));
      const codes = all.items.map((line) => line.materialCode);
      expect(codes).toEqual([...codes].sort());
      const page = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW'], { skipCount: 10, maxResultCount: 5 }));
      expect(page.totalCount).toBe(12);
      expect(page.items.map((line) => line.id)).toEqual(all.items.slice(10).map((line) => line.id));

      const bolts = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW'], { keyword: '  m8 ' }));
      expect(bolts.items.map((line) => line.materialCode).sort()).toEqual(['CP-BLT-M8X30', 'CP-NUT-M8']);
      const german = await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW'], { keyword: 'schraube' }), 'en');
      expect(german.items.map((line) => line.materialCode)).toEqual(['CP-BLT-M8X30']);
      expect((await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW'], { keyword: '%' }))).totalCount).toBe(0);
      expect((await stockOf(supervisor, body(suzhou, ['WH-SZ-RAW'], { keyword: null }))).totalCount).toBe(12);
    });
  });

  describe('inbound orders', () => {
    it('lists the orders of the asked warehouses, latest expected date first', async () => {
      const page = await ordersOf(supervisor, body(suzhou, ['WH-SZ-FG']));
      expect(page.totalCount).toBe(5);
      for (const order of page.items) {
        expect(order.dataPermissionCode).toBe('WH-SZ-FG');
        expect(['open', 'receiving', 'closed']).toContain(order.status);
        expect(order.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(order.lineCount).toBeGreaterThan(0);
      }
      const dates = page.items.map((order) => order.expectedDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.items.map((order) => order.status)).toContain('receiving');

      const stuttgartOrders = await ordersOf(
        supervisor,
        body(stuttgart, ['WH-ST-01', 'WH-ST-02'], { keyword: 'würth' }),
      );
      expect(stuttgartOrders.items.map((order) => order.orderNo).sort()).toEqual(['IB-ST-08842', 'IB-ST-08845']);
    });
  });

  describe('grants', () => {
    const refused = async (
      as: SignedIn,
      request: object,
      status: number,
      messageKey: string,
      params: Record<string, string> = {},
    ) => {
      for (const path of [STOCK, INBOUND]) {
        const response = await post(app, path, request, { as, language: 'de-DE' });
        expect(response.statusCode, `${path} ${response.body}`).toBe(status);
        expect(response.json()).toEqual({
          code: 0,
          errorCode: '10000',
          message: translate('de-DE', messageKey, params),
          data: null,
        });
      }
    };

    it("keeps the operator to the Suzhou plant's warehouses", async () => {
      expect((await stockOf(operator, body(suzhou, ['WH-SZ-RAW', 'WH-SZ-FG']))).totalCount).toBe(20);
      expect((await ordersOf(operator, body(suzhou, ['WH-SZ-RAW']))).totalCount).toBe(7);
      await refused(operator, body(stuttgart, ['WH-ST-01']), 403, 'applications.dbInstanceNotGranted');
    });

    it('refuses a warehouse that is not granted or not of the sub-system, even beside granted ones', async () => {
      const notGranted = 'warehouse.dataPermissionNotGranted';
      await refused(supervisor, body(suzhou, ['WH-SZ-RAW', 'WH-ST-01']), 403, notGranted, { code: 'WH-ST-01' });
      await refused(operator, body(suzhou, ['WH-SZ-RAW', 'WH-NOWHERE']), 403, notGranted, { code: 'WH-NOWHERE' });
    });

    it('refuses callers without the warehouse application', async () => {
      const visitor = await loginAs(app, 'visitor', 'Visitor#1');
      await refused(visitor, body(suzhou, ['WH-SZ-RAW']), 403, 'applications.notGranted');
    });

    it('answers an unknown sub-system 403 to ordinary users and 404 to administrators', async () => {
      await refused(supervisor, body(NOWHERE, ['WH-SZ-RAW']), 403, 'applications.dbInstanceNotGranted');
      await refused(admin, body(NOWHERE, ['WH-SZ-RAW']), 404, 'applications.dbInstanceNotFound');
      await refused(admin, body('not-a-uuid', ['WH-SZ-RAW']), 404, 'applications.dbInstanceNotFound');
      await refused(admin, body(suzhou, ['WH-ST-01']), 404, 'warehouse.dataPermissionNotFound', { code: 'WH-ST-01' });
    });

    it('lets the administrator read every warehouse', async () => {
      expect((await stockOf(admin, body(stuttgart, ['WH-ST-01', 'WH-ST-02']))).totalCount).toBe(17);
    });

    it('needs a signed-in caller', async () => {
      const response = await post(app, STOCK, body(suzhou, ['WH-SZ-RAW']));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '401' });
    });
  });

  describe('bodies', () => {
    it.each([
      ['no body', undefined, ''],
      ['no data permissions', { dbId: NOWHERE, skipCount: 0, maxResultCount: 10 }, 'dataPermissionCodes'],
      ['an empty list of data permissions', { ...body(NOWHERE, []) }, 'dataPermissionCodes'],
      [
        'more than 50 data permissions',
        body(
          NOWHERE,
          Array.from({ length: 51 }, (_, i) => `WH-${i}`),
        ),
        'dataPermissionCodes',
      ],
      ['a blank data permission', body(NOWHERE, [' ']), 'dataPermissionCodes.0'],
      ['a page over 100 rows', body(NOWHERE, ['WH-SZ-RAW'], { maxResultCount: 101 }), 'maxResultCount'],
      ['a negative skip', body(NOWHERE, ['WH-SZ-RAW'], { skipCount: -1 }), 'skipCount'],
      ['no paging', { dbId: NOWHERE, dataPermissionCodes: ['WH-SZ-RAW'] }, 'skipCount'],
      ['a number as keyword', body(NOWHERE, ['WH-SZ-RAW'], { keyword: 42 }), 'keyword'],
      ['no sub-system', { dataPermissionCodes: ['WH-SZ-RAW'], skipCount: 0, maxResultCount: 10 }, 'dbId'],
    ])('answers %s with 400 and the field', async (_name, request, field) => {
      const response = await post(app, STOCK, request, { as: supervisor, language: 'en' });
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ code: 0, errorCode: '10000', data: null });
      if (field) expect(answer.details.map((d: { field: string }) => d.field)).toContain(field);
    });
  });
});
