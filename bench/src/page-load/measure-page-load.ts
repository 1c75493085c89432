import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser';
import { DEMO } from '../../../e2e/support/portal';
import { enterWarehouse, signIn } from '../../../e2e/support/shell';
import { buildReactFloor } from '../floor/build-react-floor';
import { startBareServer } from '../floor/start-bare-server';
import type { Row } from '../table';
import { type PageLoadRun, type PageLoadTarget, runPageLoad } from './page-load-run';
import { PORTAL_MENU_ITEMS } from './usable-probe';
import type { WireResponse } from './wire-recorder';

const RUNS = 7;
const SIGN_IN_JS_BUDGET = 150 * 1024;
const PASSWORD_USABLE_BUDGET_MS = 350;
const MENU_USABLE_BUDGET_MS = 600;
const FIRST_PAGE_JS_BUDGET = 315 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median and the spread of a timing, and how many times its floor's median it is. */
function timing(values: number[], floor: number[]): { median: number; text: string } {
  const m = median(values);
  const range = `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  return { median: m, text: `${ms(m)} (range ${range}; ${(m / median(floor)).toFixed(1)} × floor)` };
}

/** The portal's own scripts (a hosted sub-application's scripts under /apps/ are its own). */
const portalScripts = (responses: WireResponse[]) =>
  responses.filter((r) => r.type === 'Script' && !r.path.startsWith('/apps/'));
const sum = (responses: WireResponse[], key: 'wireBytes' | 'bodyBytes') =>
  responses.reduce((total, r) => total + r[key], 0);
const encodings = (responses: WireResponse[]) =>
  [...new Set(responses.map((r) => r.contentEncoding || 'identity'))].sort().join(', ');

/**
 * A returning user's browser: the admin's last session entered the warehouse application (the
 * portal remembers that in local storage) and then ended; the cookies are gone, the storage stays.
 */
async function returningUserState(browser: Browser, baseUrl: string) {
  const { context, page } = await signIn(browser, baseUrl, 'admin', 'en');
  try {
    await enterWarehouse(page, baseUrl);
    await context.clearCookies();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function portalTarget(baseUrl: string, storageState: StorageState, menuItems: number): PageLoadTarget {
  return {
    url: `${baseUrl}/#/login`,
    userName: DEMO.admin.userName,
    password: DEMO.admin.password,
    probe: { react: true, menuItemSelector: PORTAL_MENU_ITEMS, menuItems },
    storageState,
  };
}

/**
 * The page-load rows: the portal as shipped (the built server with whatever compression it does)
 * in headless Chromium, each run with a cold cache in a warm browser, side by side with the
 * physical floor — a trivial page from a bare Node `http` server loaded the same way — measured in
 * the same run, alternating with the portal's runs so that both meet the same machine.
 */
export async function measurePageLoad(baseUrl: string): Promise<Row[]> {
  const reactFloorDir = await buildReactFloor();
  const bare = await startBareServer({ reactFloorDir });
  const browser = await launchBrowser();
  try {
    const storageState = await returningUserState(browser, baseUrl);
    // Unmeasured: warms the browser, and tells how many menu items the settled first screen shows
    // and how large the menu's answer was on the wire (the floor page fetches as many bytes).
    const warm = await runPageLoad(browser, portalTarget(baseUrl, storageState, 1));
    const menuItems = warm.settledMenuItems;
    const menuAnswer = warm.signedInResponses.find((r) => r.path.endsWith('/queryUserMenuList'));
    const floorTarget: PageLoadTarget = {
      url: `${bare.baseUrl}/floor/?answer=${menuAnswer?.bodyBytes ?? 0}&items=${menuItems}`,
      userName: DEMO.admin.userName,
      password: DEMO.admin.password,
      probe: { react: false, menuItemSelector: '[role="menu"] [role="menuitem"]', menuItems },
    };
    await runPageLoad(browser, floorTarget);
    // The same page drawn by React alone: how much of the portal's times React itself takes here.
    const reactFloorTarget: PageLoadTarget = {
      ...floorTarget,
      url: floorTarget.url.replace('/floor/', '/react-floor/'),
      probe: { ...floorTarget.probe, react: true },
    };
    await runPageLoad(browser, reactFloorTarget);

    const portal: PageLoadRun[] = [];
    const floor: PageLoadRun[] = [];
    const reactFloor: PageLoadRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      portal.push(await runPageLoad(browser, portalTarget(baseUrl, storageState, menuItems)));
      floor.push(await runPageLoad(browser, floorTarget));
      reactFloor.push(await runPageLoad(browser, reactFloorTarget));
    }
    return rowsOf(portal, floor, reactFloor, menuItems);
  } finally {
    await browser.close();
    await bare.stop();
    rmSync(reactFloorDir, { recursive: true, force: true });
  }
}

function rowsOf(portal: PageLoadRun[], floor: PageLoadRun[], reactFloor: PageLoadRun[], menuItems: number): Row[] {
  const of = (pick: (run: PageLoadRun) => number) => ({
    portal: portal.map(pick),
    floor: floor.map(pick),
    reactFloor: reactFloor.map(pick),
  });
  const signInJs = portal.map((run) => portalScripts(run.signInResponses));
  const firstPageJs = portal.map((run) => portalScripts([...run.signInResponses, ...run.signedInResponses]));
  const signInJsWire = median(signInJs.map((scripts) => sum(scripts, 'wireBytes')));
  const signInJsBody = median(signInJs.map((scripts) => sum(scripts, 'bodyBytes')));
  // Scripts the sign-in page asked for only once its form was usable (prefetches, late chunks).
  const signInJsLate = median(
    portal.map((run) =>
      sum(
        portalScripts(run.signInResponses).filter((r) => r.requestedAt > run.passwordUsableAt),
        'wireBytes',
      ),
    ),
  );
  const firstPageJsWire = median(firstPageJs.map((scripts) => sum(scripts, 'wireBytes')));
  const firstPageJsBody = median(firstPageJs.map((scripts) => sum(scripts, 'bodyBytes')));
  const requests = median(portal.map((run) => run.signInResponses.length));
  const signInWire = median(portal.map((run) => sum(run.signInResponses, 'wireBytes')));
  const fcp = of((run) => run.fcp);
  const password = of((run) => run.passwordUsable);
  const menu = of((run) => run.menuUsable);
  const fcpTiming = timing(fcp.portal, fcp.floor);
  const passwordTiming = timing(password.portal, password.floor);
  const menuTiming = timing(menu.portal, menu.floor);
  const cold = `Chromium, warm browser, cold cache, median of ${RUNS}`;
  return [
    {
      measure: `sign-in page JS on the wire (${cold}; every script response until the network has been quiet for 0.5 s after the form was usable, headers included, as CDP's encodedDataLength counts the bytes received)`,
      value: `${kib(signInJsWire)} (${signInJs[0]?.length ?? 0} scripts; bodies ${kib(signInJsBody)}; ${encodings(signInJs.flat())}; ${kib(signInJsLate)} asked for after the form was usable)`,
      budget: '≤ 150 KiB',
      ok: signInJsWire <= SIGN_IN_JS_BUDGET,
    },
    {
      measure: 'sign-in page, every request until then: requests, bytes on the wire',
      value: `${requests} requests, ${kib(signInWire)}`,
    },
    {
      measure: `sign-in page first contentful paint, from navigation start (${cold})`,
      value: fcpTiming.text,
    },
    {
      measure: `sign-in password field usable, from navigation start: the password input and the submit button rendered by React, visible, enabled, and the frame showing them painted (${cold})`,
      value: passwordTiming.text,
      budget: `≤ ${PASSWORD_USABLE_BUDGET_MS} ms`,
      ok: passwordTiming.median <= PASSWORD_USABLE_BUDGET_MS,
    },
    {
      measure: `side menu usable after sign-in, warehouse application entered last time: from the click on "Sign in" to the ${menuItems} menu items of the settled first screen rendered by React, visible and painted (${cold})`,
      value: menuTiming.text,
      budget: `≤ ${MENU_USABLE_BUDGET_MS} ms`,
      ok: menuTiming.median <= MENU_USABLE_BUDGET_MS,
    },
    {
      measure: `first signed-in page, all portal JS on the wire: the sign-in page's and what signing in adds until the network has been quiet for 0.5 s after the menu was usable, /apps/* excluded (${cold})`,
      value: `${kib(firstPageJsWire)} (${firstPageJs[0]?.length ?? 0} scripts; bodies ${kib(firstPageJsBody)}; ${encodings(firstPageJs.flat())})`,
      budget: '≤ 315 KiB',
      ok: firstPageJsWire <= FIRST_PAGE_JS_BUDGET,
    },
    {
      measure: `floor: a trivial page (HTML and one small script drawing the form; its submit fetches an answer the menu's size and draws ${menuItems} items) from a bare Node http server, loaded the same way: FCP / password field usable / click to menu`,
      value: `${ms(median(fcp.floor))} / ${ms(median(password.floor))} / ${ms(median(menu.floor))}`,
    },
    {
      measure: `React floor: the same page drawn by React and ReactDOM alone (production build, one script, no router, translations or styles), from the same server, loaded the same way: FCP / password field usable / click to menu`,
      value: `${ms(median(fcp.reactFloor))} / ${ms(median(password.reactFloor))} / ${ms(median(menu.reactFloor))}`,
    },
  ];
}
