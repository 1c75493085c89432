import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { submitSignIn, waitForRoute } from '../support/portal';
import { applicationsOf } from '../support/shell';

// A server of its own: the roles, accounts, logos and menu order changed here must not reach
// the other specs' screens.
const portal = browserSpec({ ownServer: true });

const sideMenu = (page: Page) => page.locator('.wb-side-area').first();

/** Ticks a node of an antd tree by its title. */
async function tick(tree: Locator, title: string): Promise<void> {
  await tree.locator('.ant-tree-treenode', { hasText: title }).locator('.ant-tree-checkbox').click();
}

/** Opens the workbench drawer and reads the names of its application tiles. */
async function workbenchTiles(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Workbench', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Workbench' });
  await drawer.waitFor();
  return drawer.getByRole('list', { name: 'Applications' }).getByRole('button');
}

/** Opens every Module of the side menu and lists what it shows: the Service, its Modules and their Pages. */
async function sideMenuTree(page: Page): Promise<string[]> {
  const modules = sideMenu(page).locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await modules.count()); i += 1) {
    const module = modules.nth(i);
    if ((await module.getAttribute('aria-expanded')) !== 'true') await module.click();
  }
  return (await sideMenu(page).getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

/** A valid 2 × 2 PNG, drawn in one colour, so the browser really decodes it. */
function pngOf(red: number, green: number, blue: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, red, green, blue, red, green, blue]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function maintenanceId(page: Page): Promise<string> {
  const maintenance = (await applicationsOf(page)).find((application) => application.displayName === '设备维护');
  if (!maintenance) throw new Error('The demo plant has no Maintenance application');
  return maintenance.id;
}

describe('administration as a new plant administrator does it', () => {
  it('grants one application and two pages through a new role, and takes them away again', async () => {
    const admin = await portal.signIn('admin', 'en');
    const page = admin.page;
    await page.setViewportSize({ width: 1600, height: 1000 });

    // A role with the Maintenance application, two of its pages and one plant area.
    await page.goto(`${portal.baseUrl}/#/RoleMgr`);
    await page.getByRole('button', { name: /(^| )New$/ }).click();
    const editor = page.getByRole('dialog', { name: 'New role' });
    await editor.getByLabel('Role name').fill('Maintenance planners');
    await editor.getByRole('tab', { name: /Applications/ }).click();
    await editor.getByRole('button', { name: /^Maintenance/ }).click();
    await editor.getByRole('checkbox', { name: 'Grant Maintenance' }).check();
    const menus = editor.getByRole('tree', { name: 'Menus of Maintenance' });
    await tick(menus, 'Equipment Ledger');
    await tick(menus, 'Maintenance Orders');
    await tick(editor.getByRole('tree', { name: 'Data permissions of Maintenance' }), 'Press Shop');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').first().waitFor();
    await editor.waitFor({ state: 'hidden' });

    // An account with that role.
    await page.goto(`${portal.baseUrl}/#/User`);
    await page.getByRole('button', { name: /(^| )New$/ }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByLabel('User name').fill('planner1');
    await form.getByLabel('Name', { exact: true }).fill('Paula Planner');
    await form.getByLabel('Initial password').fill('Planner#1');
    await form.getByLabel('Roles').click();
    // antd's role=option elements are an unseen list for screen readers; the visible item is this.
    await page.locator('.ant-select-item-option', { hasText: 'Maintenance planners' }).click();
    await form.getByLabel('User name').click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'planner1', exact: true }).waitFor();

    // The new account, in a browser of its own, sees exactly that application and those pages.
    const context = await portal.newContext('en');
    const planner = await context.newPage();
    await planner.setViewportSize({ width: 1600, height: 1000 });
    await planner.goto(`${portal.baseUrl}/#/login`);
    await submitSignIn(planner, 'planner1', 'Planner#1');
    await waitForRoute(planner, (route) => !route.startsWith('/login'));
    const tiles = await workbenchTiles(planner);
    await expect.poll(() => tiles.allInnerTexts()).toEqual([expect.stringContaining('Maintenance')]);
    await tiles.first().click();
    await waitForRoute(planner, (route) => route === '/dashboard/dashboard');
    await sideMenu(planner).getByRole('menuitem', { name: 'Equipment', exact: true }).waitFor();
    expect(await sideMenuTree(planner)).toEqual([
      'Maintenance',
      'Equipment',
      'Equipment Ledger',
      'Maintenance Planning',
      'Maintenance Orders',
    ]);

    // The role is taken away: on the next load the application and its pages are gone.
    await page.getByRole('button', { name: 'Edit planner1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user planner1' });
    await edit.locator('.ant-select-selection-item', { hasText: 'Maintenance planners' }).waitFor();
    await edit
      .locator('.ant-select-selection-item', { hasText: 'Maintenance planners' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'hidden' });

    await planner.goto(`${portal.baseUrl}/#/`);
    await planner.reload();
    // The application it was working in is no longer its own: it is told so, and it is gone.
    await planner.getByText('You do not have access to this application.').waitFor();
    await planner.getByRole('button', { name: 'OK' }).click();
    await planner.getByText('No applications are available to you yet.').waitFor();
    expect(await applicationsOf(planner)).toEqual([]);
    await context.close();
    await admin.context.close();
  });

  it('uploads a logo and shows it on the application tile', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`${portal.baseUrl}/#/AddApp/${await maintenanceId(page)}`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'maintenance.png',
      mimeType: 'image/png',
      buffer: pngOf(250, 140, 22),
    });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').first().waitFor();

    const tiles = await workbenchTiles(page);
    const logo = tiles.filter({ hasText: 'Maintenance' }).locator('img');
    await expect
      .poll(() => logo.getAttribute('src'))
      .toMatch(/\/api\/baseService\/application\/logo\/[0-9a-f-]+\.png$/);
    // The browser fetched and decoded the uploaded picture.
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
    await context.close();
  });

  it('moves a menu page and shows the new order in the side menu', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.setViewportSize({ width: 1600, height: 1000 });
    const applicationId = await maintenanceId(page);
    await page.goto(`${portal.baseUrl}/#/AddApp/${applicationId}`);
    await page.getByRole('tab', { name: /Menus/ }).click();
    const menus = page.getByRole('region', { name: 'Menus' });
    await menus.locator('.ant-tree-treenode', { hasText: 'Maintenance Orders' }).locator('.ant-tree-title').click();
    // Up twice: before Work Requests, then before Preventive Plans; each move is saved at once.
    for (let step = 0; step < 2; step += 1) {
      const saved = page.waitForResponse((answer) => answer.url().endsWith('/leadMenu/move') && answer.ok());
      await menus.getByRole('button', { name: 'Move Maintenance Orders up' }).click();
      await saved;
    }
    // Each title carries its type below the name ("Maintenance Orders\n(Page)").
    const titles = (await menus.locator('.ant-tree-title').allInnerTexts()).map((title) => title.split('\n')[0]);
    expect(titles.slice(titles.indexOf('Maintenance Planning') + 1).slice(0, 3)).toEqual([
      'Maintenance Orders',
      'Preventive Plans',
      'Work Requests',
    ]);

    await page.goto(`${portal.baseUrl}/#/appbox/appbox?applicationId=${applicationId}`);
    await waitForRoute(page, (route) => route.startsWith('/dashboard/dashboard'));
    await sideMenu(page).getByRole('menuitem', { name: 'Maintenance Planning', exact: true }).waitFor();
    await expect
      .poll(async () => {
        const items = await sideMenuTree(page);
        const planning = items.indexOf('Maintenance Planning');
        return items.slice(planning + 1, planning + 4);
      })
      .toEqual(['Maintenance Orders', 'Preventive Plans', 'Work Requests']);
    await context.close();
  });
});
