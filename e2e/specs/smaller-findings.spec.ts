import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { waitForRoute } from '../support/portal';

const portal = browserSpec();

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
    const { context, page } = await portal.signIn('admin', 'en');
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
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/User`);
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
    const { context, page } = await portal.signIn('admin', 'en');
    const address = `${portal.baseUrl}/apps/warehouse/`;
    await page.goto(`${portal.baseUrl}/#/Window/${encodeURIComponent(address)}`);
    const host = new URL(address).host;
    await page.locator('.wb-tabs-bar .wb-tab-label', { hasText: host }).waitFor();
    expect(await page.locator('.wb-tabs-bar .wb-tab-label').allInnerTexts()).toEqual(['Home', host]);
    await context.close();
  });
});
