import type { Application } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { hostedAddressOf } from './hosted-address';

const BASE = 'http://portal.plant.local/#/inventory/stock';
const app = (overrides: Partial<Application>): Application => ({
  id: 'a1',
  displayName: '仓储管理',
  enName: 'Warehouse Management',
  aliasName: 'Lagerverwaltung',
  applicationLogo: '',
  applicationUrl: '/apps/warehouse/',
  applicationPlatform: 'Web',
  specialLeadTagId: null,
  switchMethod: 1,
  integrationMethod: 0,
  ...overrides,
});
const sys = [{ name: 'warehouse', url: '/apps/warehouse/', preload: true }];

describe('hostedAddressOf', () => {
  it('hosts an integrated application through its sys.json entry, with the route as the fragment', () => {
    expect(hostedAddressOf(app({}), '/inventory/stock', sys, BASE)).toEqual({
      kind: 'bridge',
      url: 'http://portal.plant.local/apps/warehouse/#/inventory/stock',
      origin: 'http://portal.plant.local',
      entryName: 'warehouse',
    });
  });

  it("puts the portal's language on a sub-application's address, before the route", () => {
    expect(hostedAddressOf(app({}), '/outbound/picking', sys, BASE, 'zh-Hans')).toMatchObject({
      kind: 'bridge',
      url: 'http://portal.plant.local/apps/warehouse/?lang=zh-Hans#/outbound/picking',
    });
    const embedded = app({ integrationMethod: 1, applicationUrl: 'https://eam.plant.local/' });
    expect(hostedAddressOf(embedded, '/x', sys, BASE, 'de-DE')).toMatchObject({ url: 'https://eam.plant.local/#/x' });
  });

  it('finds the entry by name when its address differs, and uses the entry address', () => {
    const entries = [{ name: 'warehouse', url: 'https://wms.plant.local/', preload: false }];
    expect(hostedAddressOf(app({}), '/inbound/orders', entries, BASE)).toMatchObject({
      kind: 'bridge',
      url: 'https://wms.plant.local/#/inbound/orders',
      origin: 'https://wms.plant.local',
    });
  });

  it('says so when sys.json does not list an integrated application', () => {
    expect(hostedAddressOf(app({ applicationUrl: '/apps/mes/' }), '/planning/work-orders', sys, BASE)).toEqual({
      kind: 'not-listed',
    });
  });

  it('embeds other applications by their address, and never anything but http(s)', () => {
    const embedded = app({ integrationMethod: 1, applicationUrl: 'https://qms.plant.local/' });
    expect(hostedAddressOf(embedded, '/inspection/incoming', sys, BASE)).toEqual({
      kind: 'embed',
      url: 'https://qms.plant.local/#/inspection/incoming',
      origin: 'https://qms.plant.local',
    });
    for (const applicationUrl of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '']) {
      expect(hostedAddressOf(app({ integrationMethod: 1, applicationUrl }), '/x', sys, BASE)).toEqual({
        kind: 'no-address',
      });
    }
    const badEntry = [{ name: 'warehouse', url: 'javascript:alert(1)', preload: false }];
    expect(hostedAddressOf(app({ applicationUrl: 'javascript:x/warehouse' }), '/x', badEntry, BASE).kind).not.toBe(
      'bridge',
    );
  });
});
