import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROBE_GLOBAL, type ProbeConfig, type ProbeTimes, probeScript } from './usable-probe';
import { WireRecorder, type WireResponse } from './wire-recorder';

/** What one cold load of a sign-in page and the signing in after it took. */
export interface PageLoadRun {
  /** First contentful paint, from navigation start (ms). */
  fcp: number;
  /** The password field usable, from navigation start (ms); see usable-probe.ts. */
  passwordUsable: number;
  /** The same moment in epoch milliseconds, to compare with when requests were sent. */
  passwordUsableAt: number;
  /** The side menu usable, from the click on the submit button (ms); see usable-probe.ts. */
  menuUsable: number;
  /** Everything the sign-in page fetched until the network was quiet after the form was usable. */
  signInResponses: WireResponse[];
  /** What came after the click until the network was quiet again after the menu was usable. */
  signedInResponses: WireResponse[];
  /** How many menu items the signed-in screen showed once the network was quiet. */
  settledMenuItems: number;
}

export interface PageLoadTarget {
  /** The sign-in page's address. */
  url: string;
  userName: string;
  password: string;
  probe: ProbeConfig;
  /** Cookies and local storage the context starts with (a returning user's browser). */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Reads the probe's times from the page, retrying while a navigation replaces the document. */
async function probeTimes(page: Page): Promise<ProbeTimes | null> {
  try {
    return (await page.evaluate(`window.${PROBE_GLOBAL} ?? null`)) as ProbeTimes | null;
  } catch {
    return null;
  }
}

async function waitForTime(page: Page, key: keyof ProbeTimes, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await probeTimes(page))?.[key];
    if (typeof value === 'number') return value;
    if (Date.now() > deadline) throw new Error(`the page did not reach ${key} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One measured run with a cold cache in a browser that is already running: a new context (its
 * own empty HTTP cache and connections; `Network.clearBrowserCache` as well, to be sure), the
 * sign-in page opened and timed, the network left to go quiet, the form filled, then the submit
 * button clicked from inside the page and the side menu timed from that click.
 */
export async function runPageLoad(browser: Browser, target: PageLoadTarget): Promise<PageLoadRun> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    ...(target.storageState ? { storageState: target.storageState } : {}),
  });
  try {
    await context.addInitScript({ content: probeScript(target.probe) });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    const wire = new WireRecorder(client);
    await client.send('Network.enable');
    await client.send('Network.clearBrowserCache');
    await client.send('Network.setCacheDisabled', { cacheDisabled: false });

    await page.goto(target.url, { waitUntil: 'commit' });
    const passwordUsableAt = await waitForTime(page, 'passwordUsableAt');
    const fcpAt = await waitForTime(page, 'fcpAt');
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
    await wire.quiet();
    const signInResponses = wire.take();

    await page.locator('input[autocomplete="username"]').fill(target.userName);
    await page.locator('input[type="password"]').fill(target.password);
    const clickedAt = (await page.evaluate(`(() => {
      const at = performance.timeOrigin + performance.now();
      document.querySelector('form button[type="submit"]').click();
      return at;
    })()`)) as number;
    const menuUsableAt = await waitForTime(page, 'menuUsableAt');
    await wire.quiet();
    const settledMenuItems = await countShownMenuItems(page, target.probe.menuItemSelector);
    return {
      fcp: fcpAt - timeOrigin,
      // Nothing is usable before the browser has shown anything (the probe's task can run just
      // before the compositor presents the frame that the first contentful paint dates).
      passwordUsable: Math.max(passwordUsableAt, fcpAt) - timeOrigin,
      passwordUsableAt: Math.max(passwordUsableAt, fcpAt),
      menuUsable: menuUsableAt - clickedAt,
      signInResponses,
      signedInResponses: wire.take(),
      settledMenuItems,
    };
  } finally {
    await context.close();
  }
}

/** How many of the menu items the settled first screen shows as usable (see usable-probe.ts). */
export async function countShownMenuItems(page: Page, selector: string): Promise<number> {
  return (await page.evaluate(`(() => {
    let shown = 0;
    for (const item of document.querySelectorAll(${JSON.stringify(selector)})) {
      const box = item.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(item).visibility !== 'hidden') shown++;
    }
    return shown;
  })()`)) as number;
}
