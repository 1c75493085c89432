import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { antdMotionOver } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { signIn } from '../support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An embedded plant page: its tab is named by the host, longer than a tab's 14em in every language. */
const LONG_HOST = 'maintenance-planning.stuttgart.example-plant.com';
const REFRESH: Record<PortalLanguage, string> = { 'zh-Hans': '刷新', en: 'Refresh', 'de-DE': 'Aktualisieren' };

/** Screenshots go to E2E_SCREENSHOTS_DIR when it is set (to look at, not to compare). */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `tab-title-${name}.png`), clip: { x: 0, y: 0, width: 900, height: 180 } });
}

describe('a page tab whose title is cut short', () => {
  it.each(['zh-Hans', 'en', 'de-DE'] as const)('shows the whole title on hover in %s', async (language) => {
    const { context, page } = await signIn(browser, baseUrl, 'admin', language);
    await page.goto(`${baseUrl}/#/Window/${encodeURIComponent(`https://${LONG_HOST}/work-requests`)}`);
    const tab = page.getByRole('tab', { name: LONG_HOST });
    await tab.waitFor();
    const label = tab.locator('.wb-tab-label');
    // Cut short on screen; whole as the tab's name.
    expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await label.hover();
    const tooltip = page.getByRole('tooltip', { name: LONG_HOST });
    await tooltip.waitFor();
    await antdMotionOver(page);
    expect(await tooltip.isVisible()).toBe(true);
    await shoot(page, language);

    // The right-click menu still opens on the title, and takes the tooltip's place.
    await label.click({ button: 'right' });
    await page.getByRole('menuitem', { name: REFRESH[language] }).waitFor();
    await antdMotionOver(page);
    expect(await page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').count()).toBe(0);
    await page.keyboard.press('Escape');

    await context.close();
  });
});
