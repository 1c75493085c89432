import { describe, expect, it } from 'vitest';
import { readerTypes } from '../support/badge-reader';
import { browserSpec } from '../support/browser-spec';
import { DEMO, hashRoute, submitSignIn, waitForRoute } from '../support/portal';

const portal = browserSpec();

describe('sign-in', () => {
  it('shows the sign-in page in Chinese by default', async () => {
    const { context, page } = await portal.openPage(undefined, '/');
    await waitForRoute(page, (route) => route.startsWith('/login'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByLabel('用户名').waitFor();
    await context.close();
  });

  it('signs admin in and lands on the home page', async () => {
    const { context, page } = await portal.openPage('en');
    await submitSignIn(page, DEMO.admin.userName, DEMO.admin.password);
    await waitForRoute(page, (route) => !route.startsWith('/login'));
    await page.getByText(/^Welcome, /).waitFor();
    expect(hashRoute(page)).toMatch(/^\/(dashboard\/dashboard)?$/);
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['Admin-Token', 'Refresh-Token', 'Ticket']));
    await context.close();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    // The message the server gives for this failure, in English, asked for directly.
    const answer = await fetch(`${portal.baseUrl}/api/baseService/identityServer/newLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ userName: 'supervisor', password: 'not-the-password' }),
    });
    const { message } = (await answer.json()) as { message: string };
    expect(answer.status).toBe(400);
    expect(message.length).toBeGreaterThan(0);

    const { context, page } = await portal.openPage('en');
    await submitSignIn(page, 'supervisor', 'not-the-password');
    await page.getByText(message).first().waitFor();
    expect(hashRoute(page)).toMatch(/^\/login/);
    await expect(page.getByLabel('User name').inputValue()).resolves.toBe('supervisor');
    await context.close();
  });

  it('sends a signed-out deep link to sign-in and back to the deep link afterwards', async () => {
    const { context, page } = await portal.openPage('en', '/#/User');
    await waitForRoute(page, (route) => route.startsWith('/login'));
    expect(hashRoute(page)).toBe('/login?redirect=/User');
    await submitSignIn(page, DEMO.admin.userName, DEMO.admin.password);
    await waitForRoute(page, (route) => route === '/User');
    await page.getByText('User management').first().waitFor();
    await context.close();
  });

  it('never follows a redirect that leaves the portal', async () => {
    const { context, page } = await portal.openPage(
      'en',
      `/#/login?redirect=${encodeURIComponent('https://evil.example/')}`,
    );
    await submitSignIn(page, DEMO.admin.userName, DEMO.admin.password);
    await page.getByText(/^Welcome, /).waitFor();
    expect(new URL(page.url()).origin).toBe(portal.baseUrl);
    await context.close();
  });

  it('signs the supervisor in with a badge reader burst on the Card tab; slow typing is not taken for a swipe', async () => {
    const { context, page } = await portal.openPage('en');
    await page.getByRole('tab', { name: 'With card' }).click();
    await page.getByText('Hold your badge to the reader.').waitFor();

    const cardCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('loginForSwipeCard')) cardCalls.push(request.postData() ?? '');
    });

    // A person typing the supervisor's card number, then Enter: no card sign-in is sent.
    await page.keyboard.type('0004521873', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(cardCalls).toEqual([]);
    expect(hashRoute(page)).toMatch(/^\/login/);

    // The reader: the same keys a few milliseconds apart, ended by Enter.
    await readerTypes(page, '0004521873');
    await waitForRoute(page, (route) => !route.startsWith('/login'));
    await page.getByText(/^Welcome, /).waitFor();
    expect(cardCalls).toEqual([JSON.stringify({ cardNo: '0004521873' })]);
    await context.close();
  });

  it('says a badge is unknown, in the chosen language', async () => {
    const { context, page } = await portal.openPage('de-DE');
    await page.getByRole('tab', { name: 'Mit Karte' }).click();
    await page.getByText('Halten Sie Ihren Ausweis an das Lesegerät.').waitFor();
    await readerTypes(page, '9999000011');
    await page.getByRole('alert').filter({ hasText: 'Die Karte wurde nicht erkannt.' }).waitFor();
    expect(hashRoute(page)).toMatch(/^\/login/);
    await context.close();
  });
});
