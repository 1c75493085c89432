import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { callApiAs } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { disableDemoStrategies } from '../support/event-strategies';
import { type HubMessage, recordHubMessages } from '../support/hub-messages';
import { antdMotionOver, motionSettled } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { applicationsOf, type SignedIn } from '../support/shell';

// A server of its own: the events raised here must not reach the other specs' event centres.
const portal = browserSpec({ ownServer: true });

const MONITOR_HUB = '/api/BaseService/monitor';
/** SignalR's completion message: the answer to an invocation (ConnectedAsync). */
const COMPLETION = 3;
const REGISTERED = { timeout: 20_000, interval: 100 };
const SECTION = 'section[data-page-path="/Eventcenter"]';
const LANGUAGES = ['zh-Hans', 'en', 'de-DE'] as const;

/** What /Eventcenter shows in each language. */
const PAGE: Record<PortalLanguage, { heading: string; fireAlarm: string; unacknowledged: string; timeline: string }> = {
  'zh-Hans': { heading: '事件中心', fireAlarm: '火警', unacknowledged: '未确认', timeline: '时间线' },
  en: { heading: 'Event centre', fireAlarm: 'Fire alarm', unacknowledged: 'Unacknowledged', timeline: 'Timeline' },
  'de-DE': {
    heading: 'Ereigniszentrum',
    fireAlarm: 'Feueralarm',
    unacknowledged: 'Nicht quittiert',
    timeline: 'Verlauf',
  },
};

let apiKey = '';
let applicationId = '';

/** Raises an event as a machine does: event/ingest with the event source's key. */
async function ingest(body: Record<string, unknown>): Promise<{ id: string; count: number }> {
  const answer = await fetch(`${portal.baseUrl}/api/baseService/event/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ applicationId, category: 'Conveyor', device: 'CV-07', ...body }),
  });
  const json = (await answer.json()) as { code: number; data: { id: string; count: number }; message: string };
  if (json.code !== 1) throw new Error(`event/ingest: ${json.message}`);
  return json.data;
}

const row = (page: Page, text: string) => page.locator('.wb-event-table .ant-table-tbody tr', { hasText: text });

async function openEventCentre(page: Page, heading: string, search: string): Promise<void> {
  await page.goto(`${portal.baseUrl}/#/Eventcenter`);
  await page.getByRole('heading', { name: heading }).waitFor();
  const box = page.locator(`${SECTION} input[type="search"]`);
  await box.fill(search);
  await box.press('Enter');
  await page.locator(`${SECTION} .ant-spin-spinning`).first().waitFor({ state: 'detached' });
}

let admin: SignedIn | undefined;

beforeAll(async () => {
  admin = await portal.signIn('admin', 'en');
  const [application] = await applicationsOf(admin.page);
  if (!application) throw new Error('The admin may open no application');
  applicationId = application.id;
  await disableDemoStrategies(admin.page);
  const source = await callApiAs<{ id: string; apiKey: string }>(admin.page, '/api/baseService/eventSource/create', {
    name: 'Line 3 PLC',
    applicationIds: [applicationId],
  });
  apiKey = source.apiKey;
});

afterAll(async () => {
  await admin?.context.close();
});

describe('the event centre (/Eventcenter)', () => {
  it('lists raised events, shows a new one live, acknowledges one with its timeline and resolves in bulk', async () => {
    await ingest({ eventKey: 'live-belt', type: 2, title: 'Live: belt slips' });
    await ingest({ eventKey: 'live-smoke', type: 0, title: 'Live: smoke in hall A' });
    // A repeat is counted on the open event, never listed twice.
    expect(await ingest({ eventKey: 'live-smoke', type: 0, title: 'Live: smoke in hall A' })).toMatchObject({
      count: 2,
    });

    const context = await portal.newContext('en');
    const recorded = await recordHubMessages(context);
    const page = await context.newPage();
    await portal.signInOn(page, 'admin');
    await openEventCentre(page, 'Event centre', 'Live:');
    await row(page, 'Live: belt slips').waitFor();
    const smoke = row(page, 'Live: smoke in hall A');
    expect(await smoke.textContent()).toContain('× 2');
    expect(await smoke.textContent()).toContain('Fire alarm');
    const fireCount = page.getByRole('group', { name: 'Events per type' }).getByRole('button', { name: /Fire alarm/ });
    expect(await fireCount.textContent()).toContain('1');

    // The monitor hub is connected: a new event arrives without reloading the page.
    await expect
      .poll(
        async () =>
          (await recorded(page)).filter(
            (message: HubMessage) => message.hub === MONITOR_HUB && message.record.type === COMPLETION,
          ).length,
        REGISTERED,
      )
      .toBeGreaterThanOrEqual(1);
    await page.evaluate(() => {
      (window as { stayedLoaded?: boolean }).stayedLoaded = true;
    });
    await ingest({ eventKey: 'live-pressure', type: 1, title: 'Live: pressure low' });
    await row(page, 'Live: pressure low').waitFor();
    expect(await page.evaluate(() => (window as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);

    // Acknowledge one with a comment, and see it on its timeline.
    await page.getByRole('button', { name: 'Acknowledge Live: smoke in hall A' }).click();
    const acknowledge = page.getByRole('dialog', { name: 'Acknowledge the event' });
    await acknowledge.getByLabel('Comment (optional)').fill('Checked on site: dust, not smoke');
    await acknowledge.getByRole('button', { name: 'Acknowledge' }).click();
    await acknowledge.waitFor({ state: 'hidden' });
    await smoke.getByText('Acknowledged', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Details of Live: smoke in hall A' }).click();
    const drawer = page.locator('.wb-event-drawer .ant-drawer-section');
    const timeline = drawer.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Checked on site: dust, not smoke').waitFor();
    const kinds = await timeline
      .locator('.wb-event-timeline-entry')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-kind')));
    expect(kinds).toEqual(['raised', 'repeated', 'acknowledged']);
    await motionSettled(page, '.wb-event-drawer');
    await lookAt(page, 'event-centre-drawer-en');
    expect(await seriousViolations(page, { within: '.wb-event-drawer' })).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await antdMotionOver(page);

    // Resolve two in bulk: they leave the list of open events.
    await page.getByRole('checkbox', { name: 'Select Live: belt slips' }).check();
    await page.getByRole('checkbox', { name: 'Select Live: pressure low' }).check();
    const bulk = page.getByRole('region', { name: '2 events selected' });
    await bulk.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve 2 events' });
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('2 events resolved.').waitFor();
    await row(page, 'Live: belt slips').waitFor({ state: 'detached' });
    await row(page, 'Live: pressure low').waitFor({ state: 'detached' });
    expect(await row(page, 'Live: smoke in hall A').count()).toBe(1);
    await context.close();
  });

  it.each(LANGUAGES)('reads in %s, passes the accessibility check and looks right', async (language) => {
    const texts = PAGE[language];
    const tag = `Look ${language}`;
    await ingest({ eventKey: `look-fire-${language}`, type: 0, title: `${tag}: smoke in hall A` });
    await ingest({ eventKey: `look-warn-${language}`, type: 2, title: `${tag}: belt slips` });
    await ingest({ eventKey: `look-note-${language}`, type: 4, title: `${tag}: filter change due` });
    const { context, page } = await portal.signIn('admin', language);
    await openEventCentre(page, texts.heading, tag);
    const fire = row(page, `${tag}: smoke in hall A`);
    await fire.waitFor();
    expect(await fire.textContent()).toContain(texts.fireAlarm);
    expect(await fire.textContent()).toContain(texts.unacknowledged);
    expect(await seriousViolations(page, { within: SECTION })).toEqual([]);
    await lookAt(page, `event-centre-${language}`);

    await fire.locator('.wb-event-title').click();
    const drawer = page.locator('.wb-event-drawer .ant-drawer-section');
    await drawer.getByRole('region', { name: texts.timeline }).waitFor();
    await motionSettled(page, '.wb-event-drawer');
    expect(await seriousViolations(page, { within: '.wb-event-drawer' })).toEqual([]);
    await lookAt(page, `event-centre-drawer-${language}`);
    await context.close();
  });
});
