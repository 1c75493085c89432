import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApiAs } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { hashRoute, type PortalLanguage, waitForRoute } from '../support/portal';
import { lookAt } from '../support/screenshots';
import type { DemoUser, SignedIn } from '../support/shell';

// A server of its own: accounts are disabled and the server restarted here.
const portal = browserSpec({ ownServer: true });

const users = '/api/baseService/leadUser';
const realtimeStatus = (page: Page, state: string) =>
  page.locator(`.wb-top-bar .wb-realtime-status[data-state="${state}"]`);

/** The top bar, to look at (E2E_SCREENSHOTS_DIR). */
const shootTopBar = (page: Page, name: string) => lookAt(page.locator('.wb-top-bar'), `top-bar-${name}`);

async function openScreen(user: DemoUser, language: PortalLanguage, path: string): Promise<SignedIn> {
  const screen = await portal.signIn(user, language);
  await screen.page.goto(`${portal.baseUrl}/#${path}`);
  await realtimeStatus(screen.page, 'connected').waitFor({ state: 'attached' });
  return screen;
}

interface LeadUserRow {
  id: string;
  userName: string;
  [field: string]: unknown;
}

async function accountOf(admin: Page, userName: string): Promise<LeadUserRow> {
  const page = await callApiAs<{ items: LeadUserRow[] }>(admin, `${users}/queryPageList`, {
    filter: userName,
    maxResultCount: 20,
  });
  const found = page.items.find((row) => row.userName === userName);
  if (!found) throw new Error(`No account ${userName}`);
  return found;
}

/** After the push: the sign-in page, the way back to the page, no session, nothing of it on screen. */
async function expectSignedOutWithoutStaleData(screen: SignedIn, admin: Page, backTo: string) {
  await waitForRoute(screen.page, (route) => route.startsWith('/login'));
  expect(hashRoute(screen.page)).toBe(`/login?redirect=${backTo}`);
  expect((await screen.context.cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
  expect(await screen.page.locator('.wb-top-bar').count()).toBe(0);
  // A notification raised now reaches the administrator's screen, and not the signed-out one.
  await callApiAs(admin, '/api/baseService/notification/create', {
    type: 3,
    position: 2,
    showType: 1,
    duration: -1,
    texts: { en: { title: 'Shift handover at 14:00', msg: [] } },
    target: { everyone: true },
  });
  await admin.locator('.wb-pop-up', { hasText: 'Shift handover at 14:00' }).first().waitFor();
  expect(await screen.page.locator('.wb-pop-up').count()).toBe(0);
  await admin
    .getByRole('button', { name: /^Close notification/ })
    .first()
    .click();
}

describe('screens that know when their session ended', () => {
  it('an administrator disables the account: the open screen says so within 2 s and goes to sign-in', async () => {
    const admin = await openScreen('admin', 'en', '/');
    const operator = await openScreen('operator', 'en', '/dashboard/dashboard');
    const account = await accountOf(admin.page, 'operator');

    await callApiAs(admin.page, `${users}/edit`, { ...account, enabled: false });
    await operator.page
      .getByText('Your account is disabled or was removed, please contact an administrator.')
      .waitFor({ timeout: 2_000 });
    await expectSignedOutWithoutStaleData(operator, admin.page, '/dashboard/dashboard');

    await callApiAs(admin.page, `${users}/edit`, { ...account, enabled: true });
    await operator.context.close();
    await admin.context.close();
  });

  it('an administrator resets the password: the open screen says so within 2 s and goes to sign-in', async () => {
    const admin = await openScreen('admin', 'en', '/');
    const supervisor = await openScreen('supervisor', 'en', '/dashboard/dashboard');
    const account = await accountOf(admin.page, 'supervisor');

    await callApiAs(admin.page, `${users}/resetPassword`, { id: account.id, newPassword: 'Supervisor#2' });
    await supervisor.page
      .getByText('An administrator has reset your password, please log in with the new one.')
      .waitFor({ timeout: 2_000 });
    await expectSignedOutWithoutStaleData(supervisor, admin.page, '/dashboard/dashboard');

    await callApiAs(admin.page, `${users}/resetPassword`, { id: account.id, newPassword: 'Supervisor#1' });
    await supervisor.context.close();
    await admin.context.close();
  });

  it('a screen whose connection drops says so, in its language, and comes back by itself', async () => {
    const screens: [string, SignedIn][] = [
      ['en', await openScreen('operator', 'en', '/')],
      ['de-DE', await openScreen('supervisor', 'de-DE', '/')],
      ['zh-Hans', await openScreen('admin', 'zh-Hans', '/')],
    ];
    for (const [language, { page }] of screens) await shootTopBar(page, `connected-${language}`);

    const restarted = portal.server.restart();
    const offline = {
      en: /^Offline since \d\d:\d\d$/,
      'de-DE': /^Offline seit \d\d:\d\d$/,
      'zh-Hans': /^自 \d\d:\d\d 起离线$/,
    };
    for (const [language, { page }] of screens) {
      const badge = realtimeStatus(page, 'offline');
      await badge.waitFor({ timeout: 30_000 });
      expect(await badge.textContent()).toMatch(offline[language as keyof typeof offline]);
      await shootTopBar(page, `offline-${language}`);
    }
    await restarted;

    for (const [, { page }] of screens) await realtimeStatus(page, 'connected').waitFor({ timeout: 60_000 });
    // Listening again: a notification raised after the restart reaches every screen.
    const [, admin] = screens[2] as [string, SignedIn];
    await callApiAs(admin.page, '/api/baseService/notification/create', {
      type: 3,
      position: 2,
      showType: 1,
      duration: -1,
      texts: { en: { title: 'Back after restart', msg: [] } },
      target: { everyone: true },
    });
    for (const [, { page }] of screens) {
      await page.locator('.wb-pop-up').first().waitFor();
      expect(hashRoute(page)).not.toMatch(/^\/login/);
    }
    for (const [, { context }] of screens) await context.close();
  }, 180_000);
});
