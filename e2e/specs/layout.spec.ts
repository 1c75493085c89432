import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { enterWarehouse } from '../support/shell';

const portal = browserSpec();

const LANGUAGES: PortalLanguage[] = ['zh-Hans', 'en', 'de-DE'];

const MENU_GROUPS: Record<PortalLanguage, string[]> = {
  'zh-Hans': ['运营中心', '事件中心', '团队管理', '系统管理'],
  en: ['Operations Centre', 'Event Centre', 'Team Management', 'System Management'],
  'de-DE': ['Betriebszentrale', 'Ereigniszentrale', 'Teamverwaltung', 'Systemverwaltung'],
};

const OPENING_COLUMN: Record<PortalLanguage, string> = {
  'zh-Hans': '打开 / 集成方式',
  en: 'Opens / integration',
  'de-DE': 'Öffnet / Einbindung',
};

const MAIN_MENU: Record<PortalLanguage, string> = { 'zh-Hans': '主菜单', en: 'Main menu', 'de-DE': 'Hauptmenü' };

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The visible part of every control and name in the top bar (links, buttons, selects, the
 * application name, the brand, the real-time badge): what the user sees, cut to the left side
 * when that side clips its overflow.
 */
async function topBarBoxes(page: Page): Promise<Box[]> {
  return page.locator('.wb-top-bar').evaluate((bar) => {
    const start = bar.querySelector('.wb-top-bar-start');
    const startBox = start?.getBoundingClientRect();
    const clips = start ? getComputedStyle(start).overflowX !== 'visible' : false;
    const parts = Array.from(
      bar.querySelectorAll<HTMLElement>(
        'a, button, .ant-select, .wb-selection-app, .wb-top-bar-brand, .wb-realtime-status',
      ),
    ).filter((part) => part.checkVisibility({ visibilityProperty: true }) && part.getBoundingClientRect().width > 0);
    // A control inside another (the select's own parts) is measured as the outer one.
    const outer = parts.filter((part) => !parts.some((other) => other !== part && other.contains(part)));
    return outer.map((part) => {
      const box = part.getBoundingClientRect();
      const cut = clips && startBox && start?.contains(part);
      return {
        name: (part.textContent || part.getAttribute('aria-label') || part.className).trim().slice(0, 40),
        left: cut ? Math.max(box.left, startBox.left) : box.left,
        right: cut ? Math.min(box.right, startBox.right) : box.right,
        top: box.top,
        bottom: box.bottom,
      };
    });
  });
}

/** Pairs of top-bar controls that cover each other (by more than a rounding pixel). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  const visible = boxes.filter((box) => box.right - box.left > 1);
  for (const [i, a] of visible.entries()) {
    for (const b of visible.slice(i + 1)) {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 1 && down > 1) found.push(`"${a.name}" and "${b.name}"`);
    }
  }
  return found;
}

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

async function adminInApplication(language: PortalLanguage) {
  const signedIn = await portal.signIn('admin', language);
  await enterWarehouse(signedIn.page, portal.baseUrl);
  await signedIn.page.locator('.wb-side-area').first().waitFor();
  // The selection is in the bar with its sub-system's name (the demo plants are "… Plant").
  await signedIn.page.locator('.wb-top-bar .wb-selection-sub-system', { hasText: 'Plant' }).waitFor();
  return signedIn;
}

const PRODUCT: Record<PortalLanguage, string> = {
  'zh-Hans': '工作台门户',
  en: 'Workbench Portal',
  'de-DE': 'Workbench-Portal',
};

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

describe('top bar layout, as administrator (the most top-bar menus)', () => {
  // An entered application puts its selection into the bar too. At 1440 px the four menu groups
  // take the room of the product's name in English and German; at 1366 px they fold into one
  // dropdown and the name is back.
  it.each(LANGUAGES)(
    'shows the four menus at 1440 px in %s, never overlaps at 1440, 1280 or 1024 px, and keeps the product name whole at home (1280–1920 px) and in an application (but 1440 px)',
    async (language) => {
      const { context, page } = await portal.signIn('admin', language);
      await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });
      for (const width of [1280, 1366, 1440, 1920]) {
        expect(await productNameAt(page, width), `${language} at ${width} px on the home page`).toBe(PRODUCT[language]);
        await shootTopBar(page, `home-${language}-${width}`);
      }

      await page.setViewportSize({ width: 1440, height: 900 });
      await enterWarehouse(page, portal.baseUrl);
      await page.locator('.wb-side-area').first().waitFor();
      // The selection is in the bar with its sub-system's name (the demo plants are "… Plant").
      await page.locator('.wb-top-bar .wb-selection-sub-system', { hasText: 'Plant' }).waitFor();
      await settledTopBar(page);
      const nav = page.getByRole('navigation', { name: MAIN_MENU[language] });
      // Texts arriving late (the real-time state, the account's name) make the bar measure again:
      // wait for where it comes to rest rather than for the first quiet frame.
      for (const group of MENU_GROUPS[language]) {
        await expect
          .poll(() => nav.getByText(group, { exact: true }).isVisible(), { message: group, timeout: 15_000 })
          .toBe(true);
      }
      // The sub-system's whole name, not cut short.
      const subSystem = page.locator('.wb-top-bar .wb-selection-sub-system');
      const cut = await subSystem.evaluate((select) =>
        [select, ...Array.from(select.querySelectorAll<HTMLElement>('*'))]
          .filter((part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible')
          .map((part) => part.textContent),
      );
      expect(cut).toEqual([]);

      for (const width of [1440, 1280, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await settledTopBar(page);
        expect(overlaps(await topBarBoxes(page)), `${language} at ${width} px`).toEqual([]);
      }

      for (const width of [1920, 1366, 1280]) {
        expect(await productNameAt(page, width), `${language} at ${width} px in an application`).toBe(
          PRODUCT[language],
        );
        await shootTopBar(page, `application-${language}-${width}`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await settledTopBar(page);
      await shootTopBar(page, `application-${language}-1440`);
      await context.close();
    },
  );
});

describe('kept pages stay hidden', () => {
  it('shows none of the workbench editor’s drag handles on the next page', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/EditWorkbench`);
    const handles = page.locator('section[data-page-path="/EditWorkbench"] .ant-tree-draggable-icon');
    await handles.first().waitFor();
    const places = await handles.evaluateAll((icons) =>
      icons.map((icon) => {
        const box = icon.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }),
    );
    expect(places.length).toBeGreaterThan(0);

    await page.goto(`${portal.baseUrl}/#/User`);
    await page.getByRole('heading', { name: 'User management' }).waitFor();
    // The editor is still there, kept alive and hidden behind the user list.
    expect(await handles.count()).toBe(places.length);
    for (const [index] of places.entries()) expect(await handles.nth(index).isVisible()).toBe(false);
    const onTop = await page.evaluate(
      (points) =>
        points.map((point) =>
          Boolean(document.elementFromPoint(point.x, point.y)?.closest('.ant-tree-draggable-icon')),
        ),
      places,
    );
    expect(onTop.every((found) => !found)).toBe(true);
    await context.close();
  });
});

/** The vertical middle of each toolbar control lies within the search box's height: one line. */
async function toolbarLines(page: Page, path: string) {
  const section = page.locator(`section[data-page-path="${path}"]`);
  await section.locator('h1').waitFor();
  return section.locator('.wb-admin-page-toolbar').evaluate((toolbar) => {
    const search = toolbar.querySelector('.ant-input-search, .ant-input-group-wrapper, .ant-input-affix-wrapper');
    const searchBox = search?.getBoundingClientRect();
    const title = toolbar.parentElement?.querySelector('h1')?.getBoundingClientRect();
    const below = Array.from(toolbar.children)
      .filter((control) => control !== search && !control.contains(search ?? null))
      .map((control) => ({ text: control.textContent ?? '', box: control.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          !searchBox || box.top + box.height / 2 > searchBox.bottom || box.top + box.height / 2 < searchBox.top,
      )
      .map(({ text }) => text);
    const besideTitle = Boolean(searchBox && title && searchBox.top < title.bottom && title.top < searchBox.bottom);
    return { found: Boolean(searchBox), below, besideTitle };
  });
}

describe('administration layouts at 1440 px', () => {
  it.each(LANGUAGES)(
    'keeps the toolbars on one line and the application list clear of its actions in %s',
    async (language) => {
      const { context, page } = await adminInApplication(language);
      for (const path of ['/User', '/ApplicationMgr']) {
        await page.goto(`${portal.baseUrl}/#${path}`);
        expect(await toolbarLines(page, path), path).toEqual({ found: true, below: [], besideTitle: true });
      }

      const table = page.locator('section[data-page-path="/ApplicationMgr"] .wb-apps-table');
      await table.locator('tbody tr.ant-table-row').first().waitFor();
      const covered = await table.evaluate((element, title) => {
        const headers = Array.from(element.querySelectorAll('thead tr:last-child th'));
        const openingIndex = headers.findIndex((th) => th.textContent?.trim() === title);
        if (openingIndex < 0) return ['no opening column'];
        return Array.from(element.querySelectorAll('tbody tr.ant-table-row')).flatMap((row) => {
          const cells = Array.from(row.children);
          const opening = cells[openingIndex]?.getBoundingClientRect();
          const actions = cells.at(-1)?.getBoundingClientRect();
          if (!opening || !actions) return ['missing cells'];
          const middle = document.elementFromPoint(opening.left + opening.width / 2, opening.top + opening.height / 2);
          const problems: string[] = [];
          if (opening.right > actions.left + 1) problems.push(`${row.textContent}: under the actions`);
          if (!middle || !cells[openingIndex]?.contains(middle)) problems.push(`${row.textContent}: not on top`);
          return problems;
        });
      }, OPENING_COLUMN[language]);
      expect(covered).toEqual([]);
      await context.close();
    },
  );
});
