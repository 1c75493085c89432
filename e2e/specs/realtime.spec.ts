import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callApiAs } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { type HubMessage, recordHubMessages } from '../support/hub-messages';
import { antdMotionOver, motionSettled } from '../support/motion';
import { DEMO, hashRoute, type PortalLanguage, submitSignIn, waitForRoute } from '../support/portal';
import { lookAt } from '../support/screenshots';
import type { DemoUser, SignedIn } from '../support/shell';

// A server of its own: the notifications raised here stay active for the demo users, and must
// not pop up in the other specs' screens.
const portal = browserSpec({ ownServer: true });

const MONITOR_HUB = '/api/BaseService/monitor';
const NOTIFICATION_HUB = '/api/BaseService/notification';
/** SignalR's completion message: the answer to an invocation. */
const COMPLETION = 3;
/** How long a busy machine may take to connect, register and deliver. */
const REGISTERED = { timeout: 20_000, interval: 100 };

/** The completions that a hub has sent the page: the answers to its invocations. */
const answersOf = (messages: HubMessage[], hub: string) =>
  messages.filter((message) => message.hub === hub && message.record.type === COMPLETION).length;

/**
 * A demo user signed in on a new screen that listens: the notification hub has answered the
 * language and ConnectedNotificationAsync, the monitor hub ConnectedAsync.
 */
async function signInListening(
  user: DemoUser,
  language: PortalLanguage,
): Promise<SignedIn & { received: () => Promise<HubMessage[]> }> {
  const context = await portal.newContext(language);
  const recorded = await recordHubMessages(context);
  const page = await context.newPage();
  await portal.signInOn(page, user);
  const received = () => recorded(page);
  await expect
    .poll(async () => {
      const messages = await received();
      return [answersOf(messages, NOTIFICATION_HUB) >= 2, answersOf(messages, MONITOR_HUB) >= 1];
    }, REGISTERED)
    .toEqual([true, true]);
  return { context, page, received };
}

describe('real-time', () => {
  it('shows a fire alarm on every signed-in screen at once, with the alarm sounding, until acknowledged', async () => {
    const control = await signInListening('admin', 'en');
    const floor = await signInListening('supervisor', 'en');
    for (const { page } of [control, floor]) {
      // A click on the page, as anyone at a screen makes, lets the browser play sound.
      await page.locator('body').click({ position: { x: 5, y: 300 } });
    }

    await callApiAs(control.page, '/api/baseService/notification/create', {
      type: 0,
      position: 5,
      showType: 2,
      duration: -1,
      texts: {
        en: {
          title: 'Fire in hall 3',
          msg: [{ key: 'Location', value: 'Hall 3, line 2' }],
          notificationMsg: [{ key: 'Detector', value: 'SD-3-17' }],
        },
      },
      target: { everyone: true },
    });

    for (const { page } of [control, floor]) {
      const box = page.getByRole('region', { name: 'Fire Alarm' }).or(page.locator('.wb-fire-alarm'));
      await box.first().waitFor();
      await expect(box.first().textContent()).resolves.toContain('Fire in hall 3');
      await page.locator('.wb-notification-layer[data-sound-playing="danger"]').waitFor({ state: 'attached' });
    }

    // Each screen acknowledges for itself; then the box goes and the siren stops.
    for (const { page } of [floor, control]) {
      await page.getByRole('button', { name: 'Acknowledge Fire in hall 3' }).click();
      await page.locator('.wb-fire-alarm').waitFor({ state: 'detached' });
    }
    await control.context.close();
    await floor.context.close();
  });

  it('pops a warning up at its position and closes it after its duration', async () => {
    const { page, context } = await signInListening('admin', 'en');
    await callApiAs(page, '/api/baseService/notification/create', {
      type: 2,
      position: 2,
      showType: 1,
      duration: 2,
      texts: { en: { title: 'Compressed air pressure low', msg: [{ key: 'Line', value: 'Packing 2' }] } },
      target: { everyone: true },
    });
    const popUp = page.locator('.wb-pop-up-stack[data-placement="top-right"] .wb-pop-up', {
      hasText: 'Compressed air pressure low',
    });
    await popUp.waitFor();
    const box = await popUp.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y < viewport.height / 2).toBe(true);
    await popUp.waitFor({ state: 'detached', timeout: 6_000 });
    await context.close();
  });

  it('shows a notification that reaches the screen on both hubs once, in the language on screen', async () => {
    // The portal shows German in a browser that speaks English, as its WebSockets say.
    const { context, page, received } = await signInListening('supervisor', 'de-DE');

    const { id } = await callApiAs<{ id: string }>(page, '/api/baseService/notification/create', {
      type: 3,
      position: 2,
      showType: 1,
      duration: -1,
      texts: {
        en: { title: 'Forklift inspection due', msg: [{ key: 'Truck', value: 'FL-07' }] },
        'de-DE': { title: 'Staplerprüfung fällig', msg: [{ key: 'Stapler', value: 'FL-07' }] },
      },
      target: { everyone: true },
    });
    const popUpsOf = async (hub: string) =>
      (await received()).filter(
        ({ hub: from, record }) =>
          from === hub &&
          record.target === 'FirePopUpNotification' &&
          (record.arguments?.[0] as { Id?: string })?.Id === id,
      );
    // Both copies have reached the portal's code; the screen has drawn what they left.
    await expect.poll(async () => (await popUpsOf(MONITOR_HUB)).length, REGISTERED).toBe(1);
    await expect.poll(async () => (await popUpsOf(NOTIFICATION_HUB)).length, REGISTERED).toBe(1);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );

    const shown = page.locator(`.wb-notification-layer [data-notification-id="${id}"]`);
    expect(await shown.count()).toBe(1);
    expect(await shown.innerText()).toContain('Staplerprüfung fällig');
    await context.close();
  });

  it('signs the first browser out, with the message, when the account signs in elsewhere', async () => {
    const first = await signInListening('operator', 'en');

    const { context: elsewhere, page: second } = await portal.openPage('en');
    await submitSignIn(second, DEMO.operator.userName, DEMO.operator.password);
    await waitForRoute(second, (route) => !route.startsWith('/login'));

    await first.page.getByText('Your account has been logged in elsewhere, please log in again!').waitFor();
    await waitForRoute(first.page, (route) => route.startsWith('/login'));
    expect(hashRoute(first.page)).toMatch(/^\/login/);
    // The message stays until the user closes it.
    await first.page.waitForTimeout(4_000);
    await expect(
      first.page.getByText('Your account has been logged in elsewhere, please log in again!').isVisible(),
    ).resolves.toBe(true);
    await first.context.close();
    await elsewhere.close();
  });

  it('exports the user list as a background task that completes and downloads as a workbook', async () => {
    const { page, context } = await signInListening('admin', 'en');
    await callApiAs(page, '/api/baseService/leadUser/export', {});

    await page.getByRole('button', { name: /Download tasks/ }).click();
    const task = page.locator('.wb-download-item', { hasText: 'Users' });
    await task.getByText('Export complete').waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      task.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Users .*\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    const names: string[] = [];
    sheet?.eachRow((row) => names.push(String(row.getCell(1).value)));
    expect(names).toEqual(expect.arrayContaining(['admin', 'supervisor', 'operator']));
    await context.close();
  });
});

describe('"logged in elsewhere" speaks the language the screen shows', () => {
  const PERSON = { userName: 'lena.vogt', password: 'Elsewhere#1' };
  /** A call from a script: no Accept-Language, as a terminal's own sign-in client may send it. */
  const call = <T>(path: string, body: unknown, token?: string) => callApi<T>(portal.baseUrl, path, body, token);
  const LOGGED_IN_ELSEWHERE: Record<PortalLanguage, string> = {
    'zh-Hans': '您的账号已在其他地方登录，请重新登录！',
    en: 'Your account has been logged in elsewhere, please log in again!',
    'de-DE': 'Ihr Konto wurde an einem anderen Ort angemeldet. Bitte melden Sie sich erneut an!',
  };

  beforeAll(async () => {
    const { accessToken } = await call<{ accessToken: string }>('/identityServer/newLogin', DEMO.admin);
    // A person of her own: ending her sessions disturbs no other test's screen.
    await call('/leadUser/create', { ...PERSON, name: 'Lena Vogt', enabled: true }, accessToken);
  });

  // The browser asks for English pages (Chromium's own Accept-Language) whatever the portal shows,
  // and the sign-in that ends the session names no language at all. A Chinese screen, as the one
  // that showed an English message; every language's text is the portal's own dictionary's
  // (features/realtime/components/logged-in-elsewhere.test.tsx goes through them).
  it('a zh-Hans screen says it in zh-Hans when the account signs in elsewhere from a script', async () => {
    const { context, page } = await portal.openPage('zh-Hans');
    await page.locator('input[autocomplete="username"]').fill(PERSON.userName);
    await page.locator('input[type="password"]').fill(PERSON.password);
    await page.locator('form button[type="submit"]').click();
    await waitForRoute(page, (route) => !route.startsWith('/login'));
    await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });

    await call('/identityServer/newLogin', PERSON);

    const box = page.locator('.ant-modal-confirm-error');
    await box.getByText(LOGGED_IN_ELSEWHERE['zh-Hans']).waitFor({ timeout: 10_000 });
    await waitForRoute(page, (route) => route.startsWith('/login'));
    // docs/spec.md §8: on the sign-in page, the box stays until closed.
    await page.locator('form button[type="submit"]').waitFor();
    await antdMotionOver(page);
    await motionSettled(page, '.ant-modal-confirm-error');
    expect(await box.isVisible()).toBe(true);
    for (const [other, text] of Object.entries(LOGGED_IN_ELSEWHERE)) {
      if (other !== 'zh-Hans') expect(await page.getByText(text).count()).toBe(0);
    }
    await lookAt(page, 'logged-in-elsewhere-zh-Hans');
    await context.close();
  });
});
