import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { antdMotionOver } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';

const portal = browserSpec();

/** An embedded plant page: its tab is named by the host, longer than a tab's 14em in every language. */
const LONG_HOST = 'maintenance-planning.stuttgart.example-plant.com';
const REFRESH: Record<PortalLanguage, string> = { 'zh-Hans': '刷新', en: 'Refresh', 'de-DE': 'Aktualisieren' };

/** The tabs with the tooltip, to look at (E2E_SCREENSHOTS_DIR). */
const shoot = (page: Page, language: string) =>
  lookAt(page, `tab-title-${language}`, { clip: { x: 0, y: 0, width: 900, height: 180 } });

describe('a page tab whose title is cut short', () => {
  it.each(['zh-Hans', 'en', 'de-DE'] as const)('shows the whole title on hover in %s', async (language) => {
    const { context, page } = await portal.signIn('admin', language);
    await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent(`https://${LONG_HOST}/work-requests`)}`);
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
