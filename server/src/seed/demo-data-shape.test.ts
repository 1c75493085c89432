import { ALL_PERMISSION_CODES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS, DEMO_TAGS } from './demo-catalogue';
import { DEMO_TERMS } from './demo-localization';
import { DEMO_MENUS, pageCode } from './demo-menus';
import { DEMO_ROLES, DEMO_USERS, DEMO_WAREHOUSES } from './demo-people';

const allPages = DEMO_APPLICATIONS.flatMap((app) =>
  DEMO_MENUS[app.key].modules.flatMap((mod) =>
    mod.pages.map((page) => ({ app: app.key, code: pageCode(app.key, mod.key, page.key), ...page })),
  ),
);

describe('demo plant data', () => {
  it('has at least four applications in three tags, each tag used', () => {
    expect(DEMO_APPLICATIONS.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_TAGS).toHaveLength(3);
    for (const tag of DEMO_TAGS) expect(DEMO_APPLICATIONS.some((app) => app.tag === tag.key)).toBe(true);
    expect(new Set(DEMO_APPLICATIONS.map((app) => app.displayName)).size).toBe(DEMO_APPLICATIONS.length);
  });

  it('names every application in three languages with an inline SVG logo', () => {
    for (const app of DEMO_APPLICATIONS) {
      expect(app.displayName && app.enName && app.aliasName).toBeTruthy();
      expect(app.logo).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(app.logo.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toContain('<svg');
    }
  });

  it('covers the integration and switch methods the portal distinguishes', () => {
    const wms = DEMO_APPLICATIONS.find((app) => app.key === 'WMS');
    expect(wms).toMatchObject({ integrationMethod: 0, switchMethod: 1, applicationUrl: '/apps/warehouse/' });
    // Every application opened inside the portal is one of its own sub-applications, handed the
    // session; those of other systems open in a new tab.
    for (const app of DEMO_APPLICATIONS.filter((candidate) => candidate.switchMethod === 1)) {
      expect(app, app.key).toMatchObject({ integrationMethod: 0, applicationUrl: expect.stringMatching(/^\/apps\//) });
    }
    const newTab = DEMO_APPLICATIONS.filter((app) => app.switchMethod !== 1);
    expect(newTab.length).toBeGreaterThan(0);
    for (const app of newTab) expect(app.applicationUrl).toMatch(/^https:\/\//);
  });

  it('gives every application two or more sub-systems with two or more data permissions each', () => {
    for (const app of DEMO_APPLICATIONS) {
      expect(app.dbInstances.length).toBeGreaterThanOrEqual(2);
      for (const instance of app.dbInstances) expect(instance.dataPermissions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(app.dbInstances.map((instance) => instance.code)).size).toBe(app.dbInstances.length);
    }
  });

  it('has at least thirty pages, each with three names, a unique code and a client route', () => {
    expect(allPages.length).toBeGreaterThanOrEqual(30);
    for (const page of allPages) {
      expect(page.zh.trim() && page.en.trim() && page.de.trim()).toBeTruthy();
      expect(page.route).toMatch(/^\/[a-z0-9/-]+$/);
      expect(page.code.split('.')).toHaveLength(3);
    }
    expect(new Set(allPages.map((page) => page.code)).size).toBe(allPages.length);
    expect(allPages.some((page) => page.pageType === 1)).toBe(true);
    expect(allPages.filter((page) => page.keepAlive).length).toBeGreaterThan(1);
  });

  it('includes the two pages the warehouse sub-application serves', () => {
    const routes = allPages.filter((page) => page.app === 'WMS').map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/inventory/stock', '/inbound/orders']));
    expect(allPages.map((page) => page.code)).toContain('WMS.Inventory.StockList');
  });

  it('grants roles only pages and plants that exist', () => {
    const codes = new Set(allPages.map((page) => page.code));
    for (const role of DEMO_ROLES) {
      for (const code of role.permissionCodes) expect(ALL_PERMISSION_CODES).toContain(code);
      if (role.applications === 'all') continue;
      for (const grant of role.applications) {
        const app = DEMO_APPLICATIONS.find((candidate) => candidate.key === grant.app);
        for (const plant of grant.plants) expect(app?.dbInstances.map((instance) => instance.code)).toContain(plant);
        for (const code of [...(grant.pages === 'all' ? [] : grant.pages), ...(grant.exceptPages ?? [])]) {
          expect(codes.has(code), code).toBe(true);
        }
      }
    }
  });

  it('gives the demo users known roles, warehouses and distinct card numbers', () => {
    const warehouseCodes = DEMO_WAREHOUSES.map((warehouse) => warehouse.code);
    for (const user of DEMO_USERS) {
      for (const role of user.roles) expect(DEMO_ROLES.map((candidate) => candidate.name)).toContain(role);
      for (const code of user.warehouses) expect(warehouseCodes).toContain(code);
    }
    expect(new Set(DEMO_USERS.map((user) => user.cardNo)).size).toBe(DEMO_USERS.length);
  });

  it('has each dictionary key once per service type, translated into all three languages', () => {
    const keys = DEMO_TERMS.map((term) => `${term.serviceType}:${term.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(DEMO_TERMS.length).toBeGreaterThanOrEqual(24);
    for (const term of DEMO_TERMS) expect(term.zh && term.en && term.de).toBeTruthy();
  });
});
