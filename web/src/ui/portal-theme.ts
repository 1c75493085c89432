import { THEME_COLOR } from '@workbench/contracts';
import type { ThemeConfig } from 'antd';

/**
 * The theme colour #006fff (docs/spec.md §9) gives white text a contrast of only 4.45:1, under WCAG AA's
 * 4.5:1. It stays the brand colour of accents, borders and focus; wherever it carries text (filled
 * buttons, links, selected tabs and menu items) a darker shade of it is used.
 */
export const THEME_TEXT_COLOR = '#0062e0';
const THEME_TEXT_COLOR_HOVER = '#0056c7';
/**
 * antd's placeholder grey (25 % black, 1.7:1 on white) is unreadable on a plant terminal's screen, and a
 * select's placeholder is its only label text; this one has 4.9:1.
 */
export const PLACEHOLDER_COLOR = 'rgba(0, 0, 0, 0.56)';
/** Hints under form fields and other descriptions: antd's 45 % black gives 3.4:1, this 5.7:1 (WCAG AA). */
const DESCRIPTION_COLOR = 'rgba(0, 0, 0, 0.6)';

/**
 * A tag writes its text in its colour's 7th shade on the 1st (antd's palettes): green, orange,
 * gold, cyan, lime, yellow and volcano fall under 4.5:1 there, and a status tag's text (success,
 * warning, error) is lighter still. These are the first shades of each that reach 4.5:1 on their tag.
 */
const READABLE_TAG_TEXT = {
  green7: '#237804',
  orange7: '#ad4e00',
  gold7: '#874d00',
  cyan7: '#006d75',
  lime7: '#3f6600',
  yellow7: '#614700',
  volcano7: '#ad2102',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
};

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    colorLink: THEME_TEXT_COLOR,
    // antd lightens a link under the pointer (to 2.5:1 on a hovered table row): darken it instead.
    colorLinkHover: THEME_TEXT_COLOR_HOVER,
    colorLinkActive: THEME_TEXT_COLOR_HOVER,
    colorPrimaryText: THEME_TEXT_COLOR,
    colorTextPlaceholder: PLACEHOLDER_COLOR,
    colorTextDescription: DESCRIPTION_COLOR,
    borderRadius: 6,
  },
  components: {
    Button: {
      colorPrimary: THEME_TEXT_COLOR,
      colorPrimaryHover: THEME_TEXT_COLOR_HOVER,
      colorPrimaryActive: THEME_TEXT_COLOR_HOVER,
      colorLink: THEME_TEXT_COLOR,
      colorLinkHover: THEME_TEXT_COLOR_HOVER,
      colorLinkActive: THEME_TEXT_COLOR_HOVER,
    },
    Menu: { itemSelectedColor: THEME_TEXT_COLOR, horizontalItemSelectedColor: THEME_TEXT_COLOR },
    Tabs: { itemSelectedColor: THEME_TEXT_COLOR, itemActiveColor: THEME_TEXT_COLOR },
    Dropdown: { colorPrimary: THEME_TEXT_COLOR },
    Select: { optionSelectedColor: THEME_TEXT_COLOR },
    Tag: READABLE_TAG_TEXT,
  },
};
