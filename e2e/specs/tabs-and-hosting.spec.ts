import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { antdMotionOver } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { hashRoute, waitForRoute } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { enterWarehouse } from '../support/shell';

const portal = browserSpec();
/** A plant application on another origin, for /Window. */
let external: Server;
let externalUrl: string;

beforeAll(async () => {
  external = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Line board</title><h1>Line A1 board</h1>');
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}/board`;
});
afterAll(async () => {
  await new Promise((resolve) => external?.close(resolve));
});

const tabLabels = (page: Page) => page.locator('.wb-tabs-bar .wb-tab-label').allInnerTexts();

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${portal.baseUrl}/#${path}`);
  await page.locator(`section[data-page-path="${path}"]`).waitFor();
  await page.locator(`.wb-tab-label[data-tab-path="${path}"]`).waitFor();
}

describe('tabs and hosted pages', () => {
  it('opens pages as tabs, closes the others, and finds its tabs again after a reload', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await openPage(page, '/inventory/stock');
    await openPage(page, '/inbound/orders');
    await openPage(page, '/outbound/picking');
    expect(await tabLabels(page)).toEqual(['Home', 'Stock List', 'Inbound Orders', 'Picking']);

    await page.locator('.wb-tab-label', { hasText: 'Inbound Orders' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tabLabels(page)).toEqual(['Home', 'Inbound Orders']);
    expect(hashRoute(page)).toBe('/inbound/orders');

    await page.reload();
    await page.locator('section[data-page-path="/inbound/orders"]').waitFor();
    expect(await tabLabels(page)).toEqual(['Home', 'Inbound Orders']);

    // Home is pinned: it has no close button.
    const home = page.locator('.ant-tabs-tab', { hasText: 'Home' });
    expect(await home.locator('.ant-tabs-tab-remove').count()).toBe(0);
    await page.locator('.ant-tabs-tab', { hasText: 'Inbound Orders' }).locator('.ant-tabs-tab-remove').click();
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');
    expect(await tabLabels(page)).toEqual(['Home']);
    await context.close();
  });

  it('shows the demo warehouse application with the data of the chosen warehouses', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await openPage(page, '/inventory/stock');
    const frame = page.frameLocator('section[data-page-path="/inventory/stock"] iframe');
    await frame.getByRole('table').waitFor();
    const rows = frame.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // The first sub-system of the demo is Suzhou: its rows are from its two warehouses only.
    const warehouses = new Set(await frame.locator('tbody tr td[data-column="warehouse"]').allInnerTexts());
    expect([...warehouses].every((code) => code.startsWith('WH-SZ-'))).toBe(true);
    await context.close();
  });

  it('keeps a kept-alive page as it was while another tab is used', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await openPage(page, '/inventory/stock');
    const frame = page.frameLocator('section[data-page-path="/inventory/stock"] iframe');
    const search = frame.getByRole('searchbox');
    await search.fill('bolt');
    await openPage(page, '/inbound/orders');
    await page.locator('.wb-tab-label', { hasText: 'Stock List' }).click();
    await page.locator('section[data-page-path="/inventory/stock"].is-shown').waitFor();
    expect(await search.inputValue()).toBe('bolt');
    await context.close();
  });

  it('embeds an http(s) address from another origin and refuses any other address', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent(externalUrl)}`);
    await page.frameLocator('.wb-window-page iframe').getByRole('heading', { name: 'Line A1 board' }).waitFor();

    await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent('javascript:alert(document.cookie)')}`);
    // The first address stays open in its own tab; the page shown now is the refused one.
    const section = page.locator('section.wb-page.is-shown');
    await section.getByText('Only http and https addresses can be opened here.').waitFor();
    expect(await section.locator('iframe').count()).toBe(0);
    await context.close();
  });
});

/** An embedded plant page: its tab is named by the host, longer than a tab's 14em in every language. */
const LONG_HOST = 'maintenance-planning.stuttgart.example-plant.com';
/** The right-click menu's first item, in German. */
const REFRESH = 'Aktualisieren';

/** The tabs with the tooltip, to look at (E2E_SCREENSHOTS_DIR). */
const shoot = (page: Page, language: string) =>
  lookAt(page, `tab-title-${language}`, { clip: { x: 0, y: 0, width: 900, height: 180 } });

// The title is the page's own (its host), whatever the language; the menu beside it is German here.
describe('a page tab whose title is cut short', () => {
  it('shows the whole title on hover, and gives way to the right-click menu', async () => {
    const language: PortalLanguage = 'de-DE';
    const { context, page } = await portal.signIn('admin', language);
    await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent(`https://${LONG_HOST}/work-requests`)}`);
    const tab = page.getByRole('tab', { name: LONG_HOST });
    await tab.waitFor();
    const label = tab.locator('.wb-tab-label');
    // Cut short on screen; whole as the tab's name.
    expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    const tooltip = page.getByRole('tooltip', { name: LONG_HOST });
    // The tab bar scrolls a new tab into view: a pointer that came to it before it stopped is
    // brought over the title again, as a person's would be.
    await expect
      .poll(
        async () => {
          await label.hover();
          return tooltip.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await antdMotionOver(page);
    expect(await tooltip.isVisible()).toBe(true);
    await shoot(page, language);

    // The right-click menu still opens on the title, and takes the tooltip's place.
    await label.click({ button: 'right' });
    await page.getByRole('menuitem', { name: REFRESH }).waitFor();
    await antdMotionOver(page);
    expect(await page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').count()).toBe(0);
    await page.keyboard.press('Escape');

    await context.close();
  });
});
