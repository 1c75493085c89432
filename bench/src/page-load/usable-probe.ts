/**
 * A script installed in every document of a measured browser context before the page's own
 * scripts run. Each animation frame it checks whether the page has become usable and records when,
 * as absolute high-resolution times (performance.timeOrigin + performance.now()), so that a time
 * taken in one document (the click on "Sign in") can be compared with one taken in the next if
 * signing in ever loads a new document.
 *
 * "Usable" means, for an element:
 * - present in the document, laid out with a non-zero size, not `visibility: hidden`, not disabled;
 * - on the portal, rendered by React: the element carries React's `__reactProps$…` key, which
 *   React sets when it commits (or hydrates) the element — from then on the root's delegated
 *   listeners route input to its handlers (a form drawn by plain HTML before React attaches would
 *   look ready but drop what is typed into it);
 * - and painted, with the main thread free: the time is taken in a task queued from the animation
 *   frame in which the element was first found usable, and that task runs only after the frame has
 *   been painted and whatever the page was busy with has finished.
 *
 * The password field counts once the password input and the form's submit button are both usable.
 * The side menu counts once at least `menuItems` of its menu items (`menuItemSelector`) are usable:
 * the number the settled first screen shows (the entered application's first-level items and the
 * ones the menu opens by itself).
 */
export interface ProbeConfig {
  /** Whether the page's elements must have been rendered by React (the portal) or not (the floor page). */
  react: boolean;
  menuItemSelector: string;
  /** How many menu items make the side menu usable; 0 to leave the side menu unwatched. */
  menuItems: number;
}

/** What the probe has recorded in the current document (absolute ms, null until it happened). */
export interface ProbeTimes {
  passwordUsableAt: number | null;
  menuUsableAt: number | null;
  /** First contentful paint of this document, absolute. */
  fcpAt: number | null;
}

export const PROBE_GLOBAL = '__pageLoadProbe';

/** The side menu's items in the portal: antd's menu inside the side area. */
export const PORTAL_MENU_ITEMS = '.wb-side-area [role="menu"] [role="menuitem"]';

function installProbe(config: ProbeConfig): void {
  const at = () => performance.timeOrigin + performance.now();
  const times = { passwordUsableAt: null, menuUsableAt: null, fcpAt: null } as ProbeTimes;
  const marking = new Set<keyof ProbeTimes>();
  // The name PROBE_GLOBAL says; spelled out because this function runs in the page, not here.
  (window as unknown as Record<string, unknown>).__pageLoadProbe = times;

  const reactRendered = (element: Element) =>
    !config.react || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const usable = (element: Element | null): boolean => {
    if (!element || !reactRendered(element)) return false;
    if ((element as HTMLInputElement).disabled) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const passwordUsable = () =>
    usable(document.querySelector('input[type="password"]')) &&
    usable(document.querySelector('form button[type="submit"]'));
  const menuUsable = () => {
    const items = document.querySelectorAll(config.menuItemSelector);
    // Counting first keeps the per-frame cost low while the menu is not there yet.
    if (items.length < config.menuItems) return false;
    let shown = 0;
    items.forEach((item) => {
      if (usable(item)) shown++;
    });
    return shown >= config.menuItems;
  };
  // Queued from the frame's callback, this task runs once that frame has been painted.
  const mark = (key: 'passwordUsableAt' | 'menuUsableAt') => {
    marking.add(key);
    setTimeout(() => {
      times[key] = at();
    }, 0);
  };
  const frame = () => {
    if (!marking.has('passwordUsableAt') && passwordUsable()) mark('passwordUsableAt');
    if (config.menuItems > 0 && !marking.has('menuUsableAt') && menuUsable()) mark('menuUsableAt');
    if (times.fcpAt === null) {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      if (fcp) times.fcpAt = performance.timeOrigin + fcp.startTime;
    }
    const watching =
      !marking.has('passwordUsableAt') ||
      (config.menuItems > 0 && !marking.has('menuUsableAt')) ||
      times.fcpAt === null;
    if (watching) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The probe as an init script's source. */
export function probeScript(config: ProbeConfig): string {
  // tsx names functions through a helper that exists only in Node; the page gets a stand-in.
  return `(() => { const __name = (fn) => fn; (${installProbe.toString()})(${JSON.stringify(config)}); })();`;
}
