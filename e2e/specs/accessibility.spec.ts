import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { browserSpec } from '../support/browser-spec';
import { motionSettled } from '../support/motion';
import { enterWarehouse, type SignedIn } from '../support/shell';

const portal = browserSpec();

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(['zh-Hans', 'en', 'de-DE'] as const)('the sign-in page in %s', async (language) => {
    const { context, page } = await portal.openPage(language);
    await page.locator('input[autocomplete="username"]').waitFor();
    // The page has settled on its language: the switch shows it chosen and is no longer busy.
    await page.locator(`.wb-segmented[aria-busy="false"] input[value="${language}"]:checked`).waitFor();
    // The language switch fades its chosen item in; its colours are judged once they stand still.
    await motionSettled(page, '.wb-segmented');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  // An installation without a background picture (or before it has arrived) shows the page's own
  // colour behind the language switch: its secondary text must hold on that too.
  it('the sign-in page without its background picture', async () => {
    const { context, page } = await portal.openPage('de-DE');
    await page.locator('.wb-segmented[aria-busy="false"] input[value="de-DE"]:checked').waitFor();
    await page.locator('.wb-login').evaluate((element) => {
      (element as HTMLElement).style.backgroundImage = 'none';
    });
    await motionSettled(page, '.wb-segmented');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the sign-in page on its Card tab', async () => {
    const { context, page } = await portal.openPage('de-DE');
    await page.getByRole('tab', { name: 'Mit Karte' }).click();
    await page.getByLabel('Kartennummer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the shell with an application entered', async () => {
    const { context, page } = await portal.signIn('supervisor', 'zh-Hans');
    await enterWarehouse(page, portal.baseUrl);
    await page.locator('.wb-side-area').first().waitFor();
    await page.locator('.wb-tabs-bar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  // An experimental rule, so not among the tags above: a control's name must contain its visible
  // text, so that someone who speaks to the browser can say what they see. At 1920 px the bar
  // shows every text (the user's name and role, the language).
  it.each(['zh-Hans', 'en', 'de-DE'] as const)(
    'the top bar names its controls by what they show in %s',
    async (language) => {
      const { context, page } = await portal.signIn('admin', language);
      await page.setViewportSize({ width: 1920, height: 900 });
      await enterWarehouse(page, portal.baseUrl);
      await page.locator('.wb-top-bar .wb-selection-sub-system', { hasText: 'Plant' }).waitFor();
      await page.locator('.wb-top-bar .wb-user-name').waitFor();
      const results = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .include('.wb-top-bar')
        .analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
      await context.close();
    },
  );

  it('the workbench home without an application', async () => {
    const { context, page } = await portal.signIn('operator', 'de-DE');
    await page.locator('.wb-tabs-bar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  // One test per page, in one signed-in session: each page is judged, and timed, on its own.
  describe('the administration pages', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await portal.signIn('admin', 'en');
    });
    afterAll(async () => {
      await admin?.context.close();
    });

    it.each([
      ['/User', 'User management'],
      ['/RoleMgr', 'Role management'],
      ['/ApplicationMgr', 'Application management'],
      ['/EditWorkbench', 'Edit workbench'],
      ['/SYSIntegration', 'System integration'],
      ['/EmailChannel', 'New e-mail channel'],
      ['/RobotChannel', 'New chat robot channel'],
      ['/pluginChannel', 'New plug-in channel'],
      ['/ContactsChannel', 'Contacts channel'],
    ] as const)('%s', async (route, heading) => {
      const { page } = admin;
      await page.goto(`${portal.baseUrl}/#${route}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.locator('.ant-spin-spinning, .ant-skeleton').first().waitFor({ state: 'detached' });
      // The page itself; the frame around it is checked by the tests above.
      const section = `section[data-page-path="${route}"]`;
      await page.locator(section).waitFor();
      expect(await seriousViolations(page, { within: section })).toEqual([]);
    });
  });

  it('the delivery log of a channel', async () => {
    const { context, page } = await portal.signIn('admin', 'de-DE');
    await page.goto(`${portal.baseUrl}/#/SYSIntegration`);
    // The demo plant's example robot channel.
    await page
      .getByRole('button', { name: /^Zustellprotokoll von / })
      .first()
      .click();
    await page.locator('.wb-int-log .ant-table-row, .wb-int-log .ant-table-placeholder').first().waitFor();
    await motionSettled(page, '.ant-drawer:has(.wb-int-log)');
    expect(await seriousViolations(page, { within: '.wb-int-log' })).toEqual([]);
    await context.close();
  });
});
