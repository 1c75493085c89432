import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, newContext, type PortalLanguage, waitForRoute } from './portal';

export type DemoUser = keyof typeof DEMO;

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/** Signs a demo user in on the page, from the sign-in page, and waits until it has left it. */
export async function signInOn(page: Page, baseUrl: string, user: DemoUser): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  // The sign-in form in the user's language: fill it by its fields' types, which do not change with it.
  await page.locator('input[autocomplete="username"]').fill(DEMO[user].userName);
  await page.locator('input[type="password"]').fill(DEMO[user].password);
  await page.locator('form button[type="submit"]').click();
  await waitForRoute(page, (route) => !route.startsWith('/login'));
}

/** A new browser context signed in as a demo user, on the workbench home. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  user: DemoUser,
  language: PortalLanguage,
): Promise<SignedIn> {
  const context = await newContext(browser, language);
  const page = await context.newPage();
  await signInOn(page, baseUrl, user);
  return { context, page };
}

/** The applications the signed-in user may open, asked of the server with the page's own token. */
export async function applicationsOf(
  page: Page,
): Promise<{ id: string; displayName: string; applicationUrl: string }[]> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )Admin-Token=([^;]*)/)?.[1] ?? '');
    const answer = await fetch('/api/baseService/application/queryAllApplicationsForCurrentUser', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    return ((await answer.json()) as { data: { id: string; displayName: string; applicationUrl: string }[] }).data;
  });
}

/** Enters the demo warehouse application by its address, as a bookmark would. */
export async function enterWarehouse(page: Page, baseUrl: string): Promise<void> {
  const warehouse = (await applicationsOf(page)).find(
    (application) => application.applicationUrl === '/apps/warehouse/',
  );
  if (!warehouse) throw new Error('The signed-in user may not open the demo warehouse application');
  await page.goto(`${baseUrl}/#/appbox/appbox?applicationId=${warehouse.id}`);
  await waitForRoute(page, (route) => route.startsWith('/dashboard/dashboard'));
}
