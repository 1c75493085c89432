import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { antdMotionOver, motionSettled } from '../support/motion';
import { DEMO, type PortalLanguage, waitForRoute } from '../support/portal';
import { lookAt } from '../support/screenshots';

const portal = browserSpec();
const PERSON = { userName: 'lena.vogt', password: 'Elsewhere#1' };
/** A call from a script: no Accept-Language, as a terminal's own sign-in client may send it. */
const call = <T>(path: string, body: unknown, token?: string) => callApi<T>(portal.baseUrl, path, body, token);

const LOGGED_IN_ELSEWHERE: Record<PortalLanguage, string> = {
  'zh-Hans': '您的账号已在其他地方登录，请重新登录！',
  en: 'Your account has been logged in elsewhere, please log in again!',
  'de-DE': 'Ihr Konto wurde an einem anderen Ort angemeldet. Bitte melden Sie sich erneut an!',
};

/** Lena's screen in a language, signed in through the page as she would. */
async function openScreen(language: PortalLanguage) {
  const { context, page } = await portal.openPage(language);
  await page.locator('input[autocomplete="username"]').fill(PERSON.userName);
  await page.locator('input[type="password"]').fill(PERSON.password);
  await page.locator('form button[type="submit"]').click();
  await waitForRoute(page, (route) => !route.startsWith('/login'));
  await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });
  return { context, page };
}

beforeAll(async () => {
  const { accessToken } = await call<{ accessToken: string }>('/identityServer/newLogin', DEMO.admin);
  // A person of her own: ending her sessions disturbs no other test's screen.
  await call('/leadUser/create', { ...PERSON, name: 'Lena Vogt', enabled: true }, accessToken);
});

describe('"logged in elsewhere" speaks the language the screen shows', () => {
  // The browser asks for English pages (Chromium's own Accept-Language) whatever the portal shows,
  // and the sign-in that ends the session names no language at all.
  for (const language of ['zh-Hans', 'en', 'de-DE'] as const) {
    it(`a ${language} screen says it in ${language} when the account signs in elsewhere`, async () => {
      const { context, page } = await openScreen(language);

      await call('/identityServer/newLogin', PERSON);

      const box = page.locator('.ant-modal-confirm-error');
      await box.getByText(LOGGED_IN_ELSEWHERE[language]).waitFor({ timeout: 10_000 });
      await waitForRoute(page, (route) => route.startsWith('/login'));
      // docs/spec.md §8: on the sign-in page, the box stays until closed.
      await page.locator('form button[type="submit"]').waitFor();
      await antdMotionOver(page);
      await motionSettled(page, '.ant-modal-confirm-error');
      expect(await box.isVisible()).toBe(true);
      for (const [other, text] of Object.entries(LOGGED_IN_ELSEWHERE)) {
        if (other !== language) expect(await page.getByText(text).count()).toBe(0);
      }
      await lookAt(page, `logged-in-elsewhere-${language}`);
      await context.close();
    });
  }
});
