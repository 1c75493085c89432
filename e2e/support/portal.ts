import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';

export type PortalLanguage = 'zh-Hans' | 'en' | 'de-DE';

export const DEMO = {
  admin: { userName: 'admin', password: 'Workbench#1' },
  supervisor: { userName: 'supervisor', password: 'Supervisor#1' },
  operator: { userName: 'operator', password: 'Operator#1' },
} as const;

/**
 * A fresh browser context (its own cookies and storage), optionally with a stored UI language;
 * 1440 × 900 unless `options` say otherwise (a handheld's screen).
 */
export async function newContext(
  browser: Browser,
  language?: PortalLanguage,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  if (language) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    }, language);
  }
  return context;
}

/** Fills the sign-in form (English labels) and submits it. */
export async function submitSignIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The hash route the page shows, e.g. "/login?redirect=%2FUser". */
export function hashRoute(page: Page): string {
  return routeOf(new URL(page.url()));
}

const routeOf = (url: URL): string => decodeURIComponent(url.hash.replace(/^#/, ''));

/**
 * Waits until the page's hash route satisfies the predicate. The predicate runs here, on each of
 * the page's navigations (a hash change is one), not in the page: the portal's CSP forbids eval.
 */
export async function waitForRoute(
  page: Page,
  predicate: (route: string) => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  try {
    await page.waitForURL((url) => predicate(routeOf(url)), { timeout: timeoutMs, waitUntil: 'commit' });
  } catch (error) {
    throw new Error(`The route stayed at "${hashRoute(page)}"`, { cause: error });
  }
}

/** Waits until nothing matches the locator (e.g. an animation's class has gone). */
export async function waitForNone(locator: Locator, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await locator.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`Still present after ${timeoutMs} ms: ${locator}`);
    await locator.page().waitForTimeout(50);
  }
}
