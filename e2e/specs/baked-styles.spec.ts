import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { enterWarehouse } from '../support/shell';

const portal = browserSpec();

/**
 * The first signed-in screen's antd components take their styles from the CSS baked at build time
 * (docs/adr/0017-first-signed-in-screen-without-waiting.md): the browser generates none of them, and they look as antd's
 * own would, in the portal's theme.
 */
describe('antd styles of the first signed-in screen', () => {
  it('come from the built CSS file, not from styles generated in the page, and carry the theme', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    try {
      await enterWarehouse(page, portal.baseUrl);
      await page.locator('.wb-side-area [role="menu"] [role="menuitem"]').first().waitFor();
      await page.locator('.wb-page-area .ant-card').first().waitFor();

      // antd writes a generated component style as a <style> of ":where(.css-…).ant-…" rules;
      // the theme's variables (".css-var-…") stay generated, they follow the theme.
      const generated = await page.evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((style) => style.textContent ?? '')
          .filter((text) => text.startsWith(':where(.css-'))
          .map((text) => text.slice(0, 60)),
      );
      expect(generated).toEqual([]);

      // The styles are there all the same: the side area's tab bar underlines the selected tab in the
      // theme colour (#006fff), the menu is laid out as antd's inline menu, the card has its border.
      const looks = await page.evaluate(() => {
        const style = (selector: string) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element) : null;
        };
        return {
          inkBar: style('.wb-side-area .ant-tabs-ink-bar')?.backgroundColor,
          menuList: style('.wb-side-area .ant-menu')?.listStyleType,
          menuItemCursor: style('.wb-side-area .ant-menu-submenu-title')?.cursor,
          cardBorder: style('.wb-page-area .ant-card')?.borderTopStyle,
        };
      });
      expect(looks).toEqual({
        inkBar: 'rgb(0, 111, 255)',
        menuList: 'none',
        menuItemCursor: 'pointer',
        cardBorder: 'solid',
      });
    } finally {
      await context.close();
    }
  });
});
