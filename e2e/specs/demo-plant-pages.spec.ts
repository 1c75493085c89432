import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApiAs } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { waitForRoute } from '../support/portal';
import { applicationsOf } from '../support/shell';

const portal = browserSpec();

interface MenuNode {
  menuType: 'Service' | 'Module' | 'Page';
  menuCode: string;
  webClientRoute: string;
  pageType: 0 | 1;
  children: MenuNode[];
}

const pagesOf = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.menuType === 'Page' ? [node] : pagesOf(node.children)));

/** What the sub-applications and the shell say when a page is missing or broken. */
const NOT_WORKING = /not part of the demo|not configured|stopped working|could not be reached|server gave an answer/i;

/** The applications of the demo plant whose pages the portal hosts itself (sys.json's sub-applications). */
const HOSTED = ['/apps/warehouse/', '/apps/mes/', '/apps/maintenance/'];

/** Waits until the sub-application shows a table or a board of tiles, and nothing that says it does not work. */
async function expectWorkingPage(frame: FrameLocator, label: string): Promise<void> {
  await frame.locator('table, ul.andon, ul.board').first().waitFor({ timeout: 20_000 });
  const text = await frame.locator('body').innerText();
  expect(text, label).not.toMatch(NOT_WORKING);
  expect(await frame.getByRole('alert').count(), label).toBe(0);
}

async function menuPagesOf(page: Page, applicationId: string): Promise<MenuNode[]> {
  const instances = await callApiAs<{ id: string }[]>(
    page,
    '/api/baseService/dbInstance/queryAllDbInstancesAndDataPermissionUnderApplicationForCurrentUser',
    { applicationId },
  );
  const menu = await callApiAs<{ defaultLeadMenuQueryOutput: MenuNode[] }>(
    page,
    '/api/baseService/leadMenu/queryUserMenuList',
    { applicationId, dbId: instances[0]?.id ?? null, isPda: false },
  );
  return pagesOf(menu.defaultLeadMenuQueryOutput);
}

describe('the demo plant pages', () => {
  it.each([
    ['admin', 'en'],
    ['supervisor', 'zh-Hans'],
    ['operator', 'de-DE'],
  ] as const)('open as working pages for %s, in tabs and in their own windows', async (user, language) => {
    const { context, page } = await portal.signIn(user, language);
    const applications = (await applicationsOf(page)).filter((app) => HOSTED.includes(app.applicationUrl));
    // The operator is not granted Maintenance.
    expect(applications.length, 'WMS, MES and Maintenance').toBe(user === 'operator' ? 2 : 3);
    let opened = 0;
    for (const application of applications) {
      await page.goto(`${portal.baseUrl}/#/appbox/appbox?applicationId=${application.id}`);
      await waitForRoute(page, (route) => route.startsWith('/dashboard/dashboard'));
      for (const menuPage of await menuPagesOf(page, application.id)) {
        const route = menuPage.webClientRoute;
        if (menuPage.pageType === 1) {
          // Opened by the menu in a window of its own: the page alone, without the workbench's frame.
          const bare = await context.newPage();
          await bare.goto(`${portal.baseUrl}/#${route}?bare=1`);
          await bare.locator('main.wb-shell-bare').waitFor();
          expect(await bare.locator('.wb-tabs-bar').count(), route).toBe(0);
          await expectWorkingPage(bare.frameLocator('main.wb-shell-bare iframe'), `${user} ${route}`);
          await bare.close();
        } else {
          await page.goto(`${portal.baseUrl}/#${route}`);
          const section = page.locator(`section[data-page-path="${route}"]`);
          await section.waitFor();
          expect(await section.innerText(), route).not.toMatch(NOT_WORKING);
          await expectWorkingPage(page.frameLocator(`section[data-page-path="${route}"] iframe`), `${user} ${route}`);
        }
        opened += 1;
      }
    }
    // The administrator sees every page of the three menus (10 WMS, 5 MES, 7 Maintenance); the
    // supervisor all but the work centres and the spare parts requisitions; the operator a part
    // of WMS and MES.
    expect(opened).toBe({ admin: 22, supervisor: 20, operator: 9 }[user]);
    await context.close();
  });

  it('prints the loading list by delivery in a window of its own', async () => {
    const { context, page } = await portal.signIn('supervisor', 'zh-Hans');
    const wms = (await applicationsOf(page)).find((app) => app.applicationUrl === '/apps/warehouse/');
    await page.goto(`${portal.baseUrl}/#/appbox/appbox?applicationId=${wms?.id}`);
    await waitForRoute(page, (route) => route.startsWith('/dashboard/dashboard'));
    const bare = await context.newPage();
    await bare.goto(`${portal.baseUrl}/#/outbound/loading-list?bare=1`);
    const frame = bare.frameLocator('main.wb-shell-bare iframe');
    await frame.getByRole('heading', { name: '装车单' }).waitFor();
    await frame
      .getByRole('region', { name: /^交货单 DL-/ })
      .first()
      .waitFor();
    expect(await frame.getByRole('button', { name: '打印' }).count()).toBe(1);
    await context.close();
  });

  it('opens the documents of the documents list as real documents', async () => {
    const { context, page } = await portal.signIn('supervisor', 'zh-Hans');
    const files = await callApiAs<{ fileTitle: string; fileUrl: string }[]>(
      page,
      '/api/baseService/application/queryApplicationFile',
      {},
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const answer = await context.request.get(new URL(file.fileUrl, portal.baseUrl).href);
      expect(answer.status(), file.fileUrl).toBe(200);
      expect(answer.headers()['content-type'], file.fileUrl).toMatch(/^text\/html/);
      expect(await answer.text()).toContain(file.fileTitle.split(' ')[0]);
    }
    await context.close();
  });

  it("speaks the portal's language in a sub-application the workbench does not answer, and offers a retry", async () => {
    const { context, page } = await portal.signIn('supervisor', 'zh-Hans');
    for (const app of ['warehouse', 'mes', 'maintenance']) {
      // /Window frames the portal's own sub-application without the host bridge.
      const address = `${portal.baseUrl}/apps/${app}/?bridgeTimeoutMs=300`;
      await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent(address)}`);
      const frame = page.frameLocator('section.wb-page.is-shown .wb-window-page iframe');
      await frame.getByRole('heading', { name: '无法连接工作台' }).waitFor();
      await frame.getByRole('button', { name: '重试' }).click();
      // Asked again, and given up again after the same short wait.
      await frame.getByRole('button', { name: '重试' }).waitFor();
      expect(await frame.getByRole('link', { name: '前往工作台' }).count()).toBe(1);
    }
    // Opened on its own, outside any frame: where to go, with no retry.
    const alone = await context.newPage();
    await alone.goto(`${portal.baseUrl}/apps/warehouse/?lang=de-DE`);
    await alone.getByRole('heading', { name: 'Bitte öffnen Sie diese Anwendung über die Workbench' }).waitFor();
    expect(await alone.getByRole('button').count()).toBe(0);
    await context.close();
  });
});
