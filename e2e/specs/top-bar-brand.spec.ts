import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { enterWarehouse } from '../support/shell';

const portal = browserSpec();

const LANGUAGES: PortalLanguage[] = ['zh-Hans', 'en', 'de-DE'];
const PRODUCT: Record<PortalLanguage, string> = {
  'zh-Hans': '工作台门户',
  en: 'Workbench Portal',
  'de-DE': 'Workbench-Portal',
};

/** Waits until the bar has stopped folding or unfolding after a change of width. */
async function settledTopBar(page: Page): Promise<void> {
  let previous = '';
  for (;;) {
    const current = await page
      .locator('.wb-top-bar')
      .evaluate(
        (bar) =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(`${bar.getAttribute('data-fold')}|${bar.scrollWidth}`)),
            ),
          ),
      );
    if (current === previous) return;
    previous = current;
  }
}

/** The product's name as the user sees it: shown, whole (not cut short) and on top where it is drawn. */
async function productNameSeen(page: Page): Promise<string> {
  return page.locator('.wb-top-bar-product').evaluate((name) => {
    if (!name.checkVisibility({ visibilityProperty: true })) return '(hidden)';
    const box = name.getBoundingClientRect();
    const bar = name.closest('.wb-top-bar')?.getBoundingClientRect();
    if (box.width === 0 || !bar || box.left < bar.left || box.right > bar.right) return '(outside the bar)';
    if (name.scrollWidth > name.clientWidth + 1) return `${name.textContent} (cut)`;
    const clip = name.closest('.wb-top-bar-start')?.getBoundingClientRect();
    if (
      clip &&
      box.right > clip.right + 1 &&
      getComputedStyle(name.closest('.wb-top-bar-start') as Element).overflowX !== 'visible'
    )
      return `${name.textContent} (cut)`;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!middle || !name.contains(middle)) return `${name.textContent} (covered)`;
    return name.textContent ?? '';
  });
}

/** The top bar, to look at (E2E_SCREENSHOTS_DIR). */
const shootTopBar = (page: Page, name: string) => lookAt(page.locator('.wb-top-bar'), `top-bar-brand-${name}`);

/** The name beside the logo at a width, once the bar has come to rest (late texts make it measure again). */
async function productNameAt(page: Page, width: number): Promise<string> {
  await page.setViewportSize({ width, height: 900 });
  await settledTopBar(page);
  let seen = '';
  await expect
    .poll(
      async () => {
        await settledTopBar(page);
        seen = await productNameSeen(page);
        return seen;
      },
      { timeout: 15_000 },
    )
    .not.toMatch(/^\(|\((cut|covered)\)$/);
  return seen;
}

describe('the product name beside the logo, as administrator (the most top-bar menus)', () => {
  it.each(LANGUAGES)('stays whole on the workbench home at 1280, 1366, 1440 and 1920 px in %s', async (language) => {
    const { context, page } = await portal.signIn('admin', language);
    await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });
    for (const width of [1280, 1366, 1440, 1920]) {
      expect(await productNameAt(page, width), `${language} at ${width} px`).toBe(PRODUCT[language]);
      await shootTopBar(page, `home-${language}-${width}`);
    }
    await context.close();
  });

  // An entered application puts its selection into the bar too. At 1440 px the four menu groups
  // take the room in English and German (layout.spec.ts); at 1366 px they fold into one dropdown
  // and the name is back.
  it.each(LANGUAGES)('stays whole in an application at 1280, 1366 and 1920 px in %s', async (language) => {
    const { context, page } = await portal.signIn('admin', language);
    await enterWarehouse(page, portal.baseUrl);
    await page.locator('.wb-top-bar .wb-selection-sub-system', { hasText: 'Plant' }).waitFor();
    await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });
    for (const width of [1920, 1440, 1366, 1280]) {
      if (width === 1440) {
        await page.setViewportSize({ width, height: 900 });
        await settledTopBar(page);
      } else {
        expect(await productNameAt(page, width), `${language} at ${width} px`).toBe(PRODUCT[language]);
      }
      await shootTopBar(page, `application-${language}-${width}`);
    }
    await context.close();
  });
});
