import { describe, expect, inject, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { DEMO, hashRoute, submitSignIn, waitForRoute } from '../support/portal';

const ACCESS_TOKEN_SECONDS = 3;
// A server whose access tokens expire within seconds, so the test sees a real expiry.
const portal = browserSpec({ ownServer: { ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) } });

describe('session', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const context = await portal.newContext('en');
    const page = await context.newPage();
    const refreshes: { status: number; at: number }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/identityServer/refreshToken')) {
        refreshes.push({ status: response.status(), at: Date.now() });
      }
    });
    await page.goto(`${portal.baseUrl}/#/login`);
    await submitSignIn(page, DEMO.admin.userName, DEMO.admin.password);
    await page.getByText(/^Welcome, /).waitFor();
    const tokenBefore = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;

    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000);
    // Reloading fetches the profile again with the expired token: the portal must refresh and replay.
    await page.reload();
    await page.getByText(/^Welcome, /).waitFor();

    expect(hashRoute(page)).not.toMatch(/^\/login/);
    expect(refreshes.map((refresh) => refresh.status)).toContain(200);
    expect(refreshes.every((refresh) => refresh.status === 200)).toBe(true);
    // One refresh per expiry: the page's calls that met the expired token wait for the same one. A
    // slow machine may take longer than a token lives to draw the page, and refresh again then.
    for (const [index, refresh] of refreshes.entries()) {
      if (index > 0)
        expect(refresh.at - (refreshes[index - 1]?.at ?? 0)).toBeGreaterThan(ACCESS_TOKEN_SECONDS * 1000 - 500);
    }
    const tokenAfter = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await expect(page.locator('.ant-modal-confirm-error').count()).resolves.toBe(0);
    await context.close();
  });

  it('logging out in one tab signs out the other tab', async () => {
    // The run's shared server: this one's tokens need not expire.
    const baseUrl = inject('baseUrl');
    const context = await portal.newContext('en');
    const first = await context.newPage();
    await first.goto(`${baseUrl}/#/login`);
    await submitSignIn(first, DEMO.supervisor.userName, DEMO.supervisor.password);
    await first.getByText(/^Welcome, /).waitFor();

    const second = await context.newPage();
    await second.goto(`${baseUrl}/#/dashboard/dashboard`);
    await second.getByText(/^Welcome, /).waitFor();

    await first.getByRole('button', { name: 'User menu' }).click();
    await first.getByText('Log out').click();
    await waitForRoute(first, (route) => route.startsWith('/login'));
    await waitForRoute(second, (route) => route.startsWith('/login'));
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await context.close();
  });
});
