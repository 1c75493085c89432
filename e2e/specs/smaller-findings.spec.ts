import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { waitForRoute } from '../support/portal';
import { signIn } from '../support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What the browser's console shows as errors from now on: the portal's own console.error and
 * Chromium's "Failed to load resource" line for every failed request.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('a clean console in everyday use', () => {
  it('signs out without an error: the hubs close themselves and nothing is asked again without a session', async () => {
    const { context, page } = await signIn(browser, baseUrl, 'admin', 'en');
    await page.locator('.wb-realtime-status[data-state="connected"]').waitFor();
    const errors = consoleErrors(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForRoute(page, (route) => route.startsWith('/login'));
    await page.locator('form button[type="submit"]').waitFor();
    // Whatever the ended session still had running has had the time of a server round trip.
    await page.evaluate(() => fetch('/readyz').then((answer) => answer.text()));

    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('opens the face dialog of a user without a picture without asking for it', async () => {
    const { context, page } = await signIn(browser, baseUrl, 'admin', 'en');
    await page.goto(`${baseUrl}/#/User`);
    const errors = consoleErrors(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/faceAiUser/UserImage/')) pictures.push(request.url());
    });
    await page.getByRole('button', { name: 'Face picture of operator' }).click();
    const dialog = page.getByRole('dialog', { name: /operator/ });
    await dialog.getByText('No face registered.').waitFor();

    expect(pictures).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a tab of an embedded address by its host', async () => {
    const { context, page } = await signIn(browser, baseUrl, 'admin', 'en');
    const address = `${baseUrl}/apps/warehouse/`;
    await page.goto(`${baseUrl}/#/Window/${encodeURIComponent(address)}`);
    const host = new URL(address).host;
    await page.locator('.wb-tabs-bar .wb-tab-label', { hasText: host }).waitFor();
    expect(await page.locator('.wb-tabs-bar .wb-tab-label').allInnerTexts()).toEqual(['Home', host]);
    await context.close();
  });
});
