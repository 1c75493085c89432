import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { readerTypes } from '../support/badge-reader';
import { browserSpec } from '../support/browser-spec';
import { hashRoute, type PortalLanguage, waitForRoute } from '../support/portal';

const portal = browserSpec();

/** A phone held upright: the portal's handheld layout. */
const HANDHELD = { width: 390, height: 844 } as const;

const handheldContext = (language: PortalLanguage): Promise<BrowserContext> =>
  portal.newContext(language, { viewport: HANDHELD, hasTouch: true });

/** Signs the operator in on the handheld and enters the warehouse application from the full-screen list. */
async function signInAndEnterWarehouse(page: Page): Promise<void> {
  await portal.signInOn(page, 'operator');
  await page.getByRole('navigation', { name: 'Choose an application' }).waitFor();
  await page.getByRole('button', { name: 'Warehouse Management' }).click();
  await page.getByRole('navigation', { name: 'Pages of Warehouse Management' }).waitFor();
}

const stockFrame = (page: Page): FrameLocator => page.frameLocator('.wb-page.is-shown iframe');

/**
 * A barcode reader's burst: the keys a few milliseconds apart (well under the 50 ms that tell a
 * reader from a person), then Enter, on whatever has the focus.
 */
describe('handheld mode at 390 × 844', () => {
  it('signs in, opens a page from the full-screen menu, goes back, and scans a code into the page', async () => {
    const context = await handheldContext('en');
    const page = await context.newPage();
    await signInAndEnterWarehouse(page);
    // One column, no side menu and no tabs.
    expect(await page.locator('.wb-side-area, .wb-tabs-bar').count()).toBe(0);
    const menu = page.getByRole('navigation', { name: 'Pages of Warehouse Management' });
    const stock = menu.getByRole('button', { name: 'Stock List' });
    const box = await stock.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(box?.width).toBeGreaterThan(HANDHELD.width - 48);

    await stock.click();
    await waitForRoute(page, (route) => route === '/inventory/stock');
    await page.getByRole('heading', { level: 1, name: 'Stock List' }).waitFor();
    const back = page.getByRole('button', { name: 'Back', exact: true });
    expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await back.click();
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');
    await menu.waitFor();

    // The browser's Back pops the stack too.
    await menu.getByRole('button', { name: 'Stock List' }).click();
    await waitForRoute(page, (route) => route === '/inventory/stock');
    await page.goBack();
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');
    await menu.waitFor();

    await menu.getByRole('button', { name: 'Stock List' }).click();
    await waitForRoute(page, (route) => route === '/inventory/stock');
    const frame = stockFrame(page);
    await frame.getByRole('heading', { name: 'Stock List' }).waitFor();
    await frame.getByRole('table').waitFor();
    // The portal has the focus (the bar's title), not a field: the burst is a scan for the shown page.
    await page.getByRole('heading', { level: 1, name: 'Stock List' }).click();
    await readerTypes(page, 'RM-STL-0150');
    await frame.getByText('Scanned: RM-STL-0150').waitFor();
    expect(await frame.getByRole('searchbox').inputValue()).toBe('RM-STL-0150');
    await frame.getByRole('cell', { name: 'RM-STL-0150' }).first().waitFor();
    expect(hashRoute(page)).toBe('/inventory/stock');
    await context.close();
  });

  it('leaves what is typed into a field to the field', async () => {
    const context = await handheldContext('en');
    const page = await context.newPage();
    await signInAndEnterWarehouse(page);
    await page.getByRole('button', { name: 'Stock List' }).click();
    const frame = stockFrame(page);
    const search = frame.getByRole('searchbox');
    await search.waitFor();
    await search.click();
    await readerTypes(page, 'BIN-R-01-02');
    // A reader typing into the field is typing: the code stays in the box and nothing says "Scanned".
    expect(await search.inputValue()).toBe('BIN-R-01-02');
    expect(await frame.getByText(/^Scanned:/).count()).toBe(0);
    await context.close();
  });

  it('passes the accessibility check on the full-screen menu and on a page', async () => {
    const context = await handheldContext('zh-Hans');
    const page = await context.newPage();
    await portal.signInOn(page, 'operator');
    await page.locator('.wb-handheld-menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '仓储管理' }).click();
    await page.getByRole('navigation', { name: '仓储管理的页面' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '库存查询' }).click();
    await page.getByRole('heading', { level: 1, name: '库存查询' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
