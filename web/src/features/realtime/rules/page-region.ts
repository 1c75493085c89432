export interface PageInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where pop-ups go while the frame is not measured yet: below the top bar (48 px) and the tab bar. */
export const DEFAULT_PAGE_INSETS: PageInsets = { top: 88, right: 0, bottom: 0, left: 0 };

/**
 * The distances from the window's edges to the page region (the area under the tab bar, beside the
 * side menu), never negative: pop-ups and the Fire Alarm box are placed inside it so that they
 * cover neither the top bar, the tab bar nor the side menu's search.
 */
export function pageInsets(
  region: { top: number; right: number; bottom: number; left: number },
  window: { width: number; height: number },
): PageInsets {
  const at = (value: number) => Math.max(0, Math.round(value));
  return {
    top: at(region.top),
    left: at(region.left),
    right: at(window.width - region.right),
    bottom: at(window.height - region.bottom),
  };
}

/** The insets as the CSS custom properties the layer's stylesheets read. */
export function pageInsetVariables(insets: PageInsets): Record<string, string> {
  return {
    '--wb-page-top': `${insets.top}px`,
    '--wb-page-right': `${insets.right}px`,
    '--wb-page-bottom': `${insets.bottom}px`,
    '--wb-page-left': `${insets.left}px`,
  };
}
