import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { callApiAs } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { enterWarehouse } from '../support/shell';

// A server of its own: the alarms raised here stay active and must not show in other specs.
const portal = browserSpec({ ownServer: true });

/**
 * Records, in every frame of the context's pages, each Content-Security-Policy violation the
 * browser reports (the `securitypolicyviolation` event) and each CSP error it logs on the console.
 */
async function recordPolicyViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const logged: string[] = [];
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => {
    const reported: string[] = [];
    for (const page of context.pages()) {
      for (const frame of page.frames()) {
        const found = await frame
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => []);
        reported.push(...found);
      }
    }
    return [...reported, ...logged];
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return box;
}

/** Waits until the page's hub connections are up (the top bar's status says so). */
async function realtimeConnected(page: Page): Promise<void> {
  await page.locator('.wb-top-bar .wb-realtime-status[data-state="connected"]').waitFor({ state: 'attached' });
}

const TEXTS = {
  alarm: {
    'zh-Hans': { title: '三号车间火警', key: '探测器', value: 'SD-3-17（二号线东侧）' },
    en: { title: 'Fire in hall 3', key: 'Detector', value: 'SD-3-17 (line 2, east side)' },
    'de-DE': { title: 'Feuer in Halle 3', key: 'Melder', value: 'SD-3-17 (Linie 2, Ostseite)' },
  },
  notice: {
    'zh-Hans': { title: '压缩空气压力低', key: '产线', value: '包装二线' },
    en: { title: 'Compressed air pressure low', key: 'Line', value: 'Packing 2' },
    'de-DE': { title: 'Druckluft zu niedrig', key: 'Linie', value: 'Verpackung 2' },
  },
} as const;

function textsOf(kind: keyof typeof TEXTS, extraRow?: { key: string; value: string }) {
  return Object.fromEntries(
    Object.entries(TEXTS[kind]).map(([language, text]) => [
      language,
      {
        title: text.title,
        msg: [{ key: text.key, value: text.value }, ...(extraRow ? [extraRow] : [])],
        notificationMsg: kind === 'alarm' ? [{ key: text.key, value: text.value }] : undefined,
      },
    ]),
  );
}

describe('the Content-Security-Policy', () => {
  it('is not violated by the sign-in page, the shell or a hosted application', async () => {
    const context = await portal.newContext('en');
    const violations = await recordPolicyViolations(context);
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/#/login`);
    await page.locator('input[type="password"]').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();

    const screen = await portal.signIn('admin', 'en');
    const shellViolations = await recordPolicyViolations(screen.context);
    await screen.page.reload();
    await realtimeConnected(screen.page);
    await enterWarehouse(screen.page, portal.baseUrl);
    await screen.page.goto(`${portal.baseUrl}/#/inventory/stock`);
    const frame = screen.page.frameLocator('section[data-page-path="/inventory/stock"] iframe.wb-hosted-frame');
    await frame.locator('#root *').first().waitFor();
    expect(await shellViolations()).toEqual([]);
    await screen.context.close();
  });
});

describe.each(['zh-Hans', 'en', 'de-DE'] as PortalLanguage[])('notifications on the screen (%s)', (language) => {
  it('shows the Fire Alarm box and a top-left pop-up where they hide no heading, tab bar or menu search', async () => {
    const { page, context } = await portal.signIn('admin', language);
    // Inside an application: the side menu with its search is there.
    await enterWarehouse(page, portal.baseUrl);
    await realtimeConnected(page);
    const heading = page.locator('.wb-page.is-shown').locator('h1, h2').first();
    await heading.waitFor();

    const alarm = TEXTS.alarm[language];
    await callApiAs(page, '/api/baseService/notification/create', {
      type: 0,
      position: 3,
      showType: 2,
      duration: -1,
      texts: textsOf('alarm'),
      target: { everyone: true },
    });
    // A long key and a long value without spaces (a serial number, an address) must both wrap.
    const notice = await callApiAs<{ id: string }>(page, '/api/baseService/notification/create', {
      type: 3,
      position: 1,
      showType: 2,
      duration: -1,
      texts: textsOf('notice', { key: 'SerialNumberOfTheCompressor', value: 'SN-'.repeat(80) }),
      target: { everyone: true },
    });
    const box = page.locator('.wb-fire-alarm');
    await box.filter({ hasText: alarm.title }).waitFor();
    const popUp = page.locator(`.wb-pop-up-stack[data-placement="top-left"] [data-notification-id="${notice.id}"]`);
    await popUp.waitFor();
    const value = popUp.locator('dd', { hasText: 'SN-SN-' });
    expect((await boxOf(value)).width, 'the long value has room beside its key').toBeGreaterThan(150);
    await page
      .locator('.wb-fire-alarm, .wb-pop-up')
      .first()
      .evaluate(() => document.fonts.ready);
    await lookAt(page, `notifications-${language}`);
    await lookAt(box, `fire-alarm-box-${language}`);
    await lookAt(popUp, `pop-up-top-left-${language}`);

    const covered = {
      'top bar': await boxOf(page.locator('.wb-top-bar')),
      'tab bar': await boxOf(page.locator('.wb-tabs-bar')),
      'menu search': await boxOf(page.locator('.wb-menu-search')),
      'page heading': await boxOf(heading),
    };
    const boxRect = await boxOf(box);
    const popUpRect = await boxOf(popUp);
    for (const [name, rect] of Object.entries(covered)) {
      expect(overlaps(boxRect, rect), `the Fire Alarm box covers the ${name}`).toBe(false);
      if (name !== 'page heading') expect(overlaps(popUpRect, rect), `the pop-up covers the ${name}`).toBe(false);
    }

    expect(await seriousViolations(page, { within: '.wb-notification-layer' })).toEqual([]);

    // Acknowledged and closed: the next language's screen starts without them.
    while ((await box.count()) > 0) await box.locator('.wb-fire-alarm-item button').first().click();
    await popUp.locator('.wb-pop-up-close').click();
    await popUp.waitFor({ state: 'detached' });
    await context.close();
  });
});
