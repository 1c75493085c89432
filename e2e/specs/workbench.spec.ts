import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { browserSpec } from '../support/browser-spec';
import { hashRoute, waitForNone, waitForRoute } from '../support/portal';
import { enterWarehouse } from '../support/shell';

const portal = browserSpec();

const sideMenu = (page: Page) => page.locator('.wb-side-area').first();

/** Opens a Module of the function menu (only the current page's Modules start open). */
async function openModule(page: Page, name: string): Promise<void> {
  const module = sideMenu(page).getByRole('menuitem', { name, exact: true });
  if ((await module.getAttribute('aria-expanded')) !== 'true') await module.click();
}

/** The page titles the side menu's function tree shows. */
async function sideMenuTitles(page: Page): Promise<string[]> {
  return sideMenu(page).getByRole('menuitem').allInnerTexts();
}

describe('the workbench as a shift supervisor uses it', () => {
  it('opens the drawer, filters by tag, enters an application and picks a sub-system', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.getByRole('button', { name: 'Workbench', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Workbench' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Warehousing & Logistics', exact: false }).click();
    const tiles = drawer.getByRole('list', { name: 'Applications' }).getByRole('button');
    await expect.poll(() => tiles.allInnerTexts()).toEqual([expect.stringContaining('Warehouse Management')]);
    await drawer.getByRole('button', { name: 'All Applications' }).click();
    await expect.poll(() => tiles.count()).toBe(5);

    await drawer.getByRole('button', { name: /Warehouse Management/ }).click();
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');
    await openModule(page, 'Inventory');
    await sideMenu(page)
      .getByRole('menuitem', { name: /Stock List/ })
      .waitFor();

    // Another sub-system: the tabs reset and the dashboard opens.
    await page.goto(`${portal.baseUrl}/#/inventory/stock`);
    await page.locator('section[data-page-path="/inventory/stock"]').waitFor();
    await page.getByRole('combobox', { name: 'Sub-system' }).click();
    await page.getByRole('option', { name: /Stuttgart/ }).click();
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');
    expect(await page.locator('.wb-tabs-bar .wb-tab-label').allInnerTexts()).toEqual(['Home']);
    await page.goto(`${portal.baseUrl}/#/inventory/stock`);
    const frame = page.frameLocator('section[data-page-path="/inventory/stock"] iframe');
    await frame.locator('tbody tr td[data-column="warehouse"]').first().waitFor();
    const warehouses = new Set(await frame.locator('tbody tr td[data-column="warehouse"]').allInnerTexts());
    expect([...warehouses].every((code) => code.startsWith('WH-ST-'))).toBe(true);
    await context.close();
  });

  it('searches the menu by Latin letters and by pinyin, and opens a hit with the keyboard', async () => {
    const { context, page } = await portal.signIn('supervisor', 'zh-Hans');
    await enterWarehouse(page, portal.baseUrl);
    const search = sideMenu(page).getByRole('combobox');
    await search.fill('kcc');
    await sideMenu(page)
      .getByRole('option', { name: /库存查询/ })
      .waitFor();
    const hits = sideMenu(page).getByRole('option');
    // Latin letters find a Chinese page by its address…
    await search.fill('picking');
    await expect
      .poll(() => hits.allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('拣货作业')]));
    // …and pinyin initials by its title.
    await search.fill('jhzy');
    await expect.poll(() => hits.first().innerText()).toContain('拣货作业');
    await search.press('Enter');
    await waitForRoute(page, (route) => route === '/outbound/picking');
    await context.close();
  });

  it('collects a page, arranges favourites in a new folder and saves them', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await openModule(page, 'Inventory');
    await sideMenu(page).getByRole('button', { name: 'Add Stock List to My Favourites' }).click();
    await sideMenu(page).getByRole('button', { name: 'Remove Stock List from My Favourites' }).waitFor();
    await sideMenu(page).getByRole('tab', { name: 'My Favourites' }).click();
    await sideMenu(page).getByRole('tabpanel').getByText('Stock List').waitFor();

    await sideMenu(page).getByRole('button', { name: 'Edit Favourites' }).click();
    const editor = page.getByRole('dialog').filter({ hasText: 'Default Display' });
    await editor.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'New Folder' }).click();
    const name = editor.getByRole('textbox', { name: 'Folder name' });
    expect(await name.inputValue()).toBe('New Folder 1');
    await name.fill('Daily checks');
    await name.press('Enter');
    await editor.getByText('Daily checks').waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Favourites saved').waitFor();
    await sideMenu(page).getByRole('tabpanel').getByText('Daily checks').waitFor();

    // The server has it: a reload shows the folder again.
    await page.reload();
    await sideMenu(page).getByRole('tab', { name: 'My Favourites' }).click();
    await sideMenu(page).getByRole('tabpanel').getByText('Daily checks').waitFor();
    await context.close();
  });

  it('switches to German and shows the menu and tabs in German', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await page.goto(`${portal.baseUrl}/#/inventory/stock`);
    await page.locator('.wb-tab-label', { hasText: 'Stock List' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await sideMenu(page).getByText('Bestandsliste').first().waitFor();
    await page.locator('.wb-tab-label', { hasText: 'Bestandsliste' }).waitFor();
    expect(await sideMenuTitles(page)).toEqual(expect.arrayContaining([expect.stringContaining('Lagerverwaltung')]));
    // The hosted application follows the language too.
    const frame = page.frameLocator('section[data-page-path="/inventory/stock"] iframe');
    await frame.getByRole('columnheader', { name: 'Lager', exact: true }).waitFor();
    await context.close();
  });

  it('moves through the side menu and the tabs with the keyboard', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await enterWarehouse(page, portal.baseUrl);
    await page.goto(`${portal.baseUrl}/#/inbound/orders`);
    await page.locator('.wb-tab-label', { hasText: 'Inbound Orders' }).waitFor();

    // Tabs: focus the active tab, arrow to Home, Enter shows it.
    await page.getByRole('tab', { name: 'Inbound Orders' }).focus();
    await page.keyboard.press('ArrowLeft');
    const home = page.getByRole('tab', { name: 'Home' });
    await expect.poll(() => home.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForRoute(page, (route) => route === '/dashboard/dashboard');

    // Side menu: a Module opens with Enter, and the arrow keys reach its pages.
    const module = sideMenu(page).getByRole('menuitem', { name: 'Inventory', exact: true });
    await module.focus();
    await page.keyboard.press('Enter');
    const stockList = sideMenu(page).getByRole('menuitem', { name: /Stock List/ });
    await stockList.waitFor();
    // The arrow keys follow the menu's items once the opening animation has put them in place.
    await waitForNone(sideMenu(page).locator('.ant-motion-collapse'));
    await page.keyboard.press('ArrowDown');
    // The menu moves the focus a frame later; Enter goes to whatever has it, as for a user who
    // presses it once they see the focus ring on the page.
    await expect.poll(() => stockList.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForRoute(page, (route) => route === '/inventory/stock');
    expect(hashRoute(page)).toBe('/inventory/stock');
    await context.close();
  });
});
