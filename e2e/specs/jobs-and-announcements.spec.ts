import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { browserSpec } from '../support/browser-spec';
import { antdMotionOver, motionSettled } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';

// A server of its own, with its scheduler on: an urgent announcement published here must not open
// on the other specs' screens, and "run now" needs a scheduler to run the job.
const portal = browserSpec({ ownServer: { SCHEDULER_ENABLED: '1' } });

const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });
const section = (route: string) => `section[data-page-path="${route}"]`;

/** What /Job shows in each language: its heading, the run-history clean-up's name and its schedule in words. */
const JOB_PAGE: Record<PortalLanguage, { heading: string; cleanUp: string; schedule: string }> = {
  'zh-Hans': { heading: '作业管理', cleanUp: '清理运行历史', schedule: '在03:30' },
  en: { heading: 'Job management', cleanUp: 'Clean up the run history', schedule: 'At 03:30' },
  'de-DE': { heading: 'Auftragsverwaltung', cleanUp: 'Laufhistorie aufräumen', schedule: 'Um 03:30' },
};

/** What /Notice shows in each language for the announcement published below (read by its author and the operator). */
const NOTICE_PAGE: Record<PortalLanguage, { heading: string; urgent: string; published: string; read: RegExp }> = {
  'zh-Hans': { heading: '公告管理', urgent: '紧急', published: '已发布', read: /\d+ 人中 2 人已读/ },
  en: { heading: 'Announcements', urgent: 'Urgent', published: 'Published', read: /2 of \d+ read/ },
  'de-DE': { heading: 'Ankündigungen', urgent: 'Dringend', published: 'Veröffentlicht', read: /2 von \d+ gelesen/ },
};

const TITLE = 'Line 3 stops at 14:00';
const LANGUAGES = ['zh-Hans', 'en', 'de-DE'] as const;

async function openAdminPage(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(`${portal.baseUrl}/#${route}`);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.locator('.ant-spin-spinning, .ant-skeleton').first().waitFor({ state: 'detached' });
}

describe('timed work (/Job)', () => {
  it.each(LANGUAGES)('lists the built-in jobs in the reader’s words in %s', async (language) => {
    const { context, page } = await portal.signIn('admin', language);
    const texts = JOB_PAGE[language];
    await openAdminPage(page, '/Job', texts.heading);
    const cleanUp = row(page, texts.cleanUp);
    await cleanUp.waitFor();
    expect(await cleanUp.textContent()).toContain(texts.schedule);
    expect(await seriousViolations(page, { within: section('/Job') })).toEqual([]);
    await lookAt(page, `jobs-${language}`);
    await context.close();
  });

  it('is reached through Other Settings, checks a new expression as it is typed and runs a job now', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.getByRole('button', { name: 'System Management' }).click();
    await page.getByRole('menuitem', { name: 'Other Settings' }).click();
    await page.getByRole('heading', { name: 'Job management' }).waitFor();

    await page.getByRole('button', { name: 'New' }).click();
    const editor = page.getByRole('dialog', { name: 'New job' });
    await editor.waitFor();
    const cron = editor.getByLabel('Cron expression');
    await cron.fill('61 * * * *');
    await editor.getByText('This is not a cron expression the scheduler can run.').waitFor();
    await cron.fill('30 7 * * 1-5');
    const next = editor.locator('li', { hasText: /^\d{4}-\d{2}-\d{2} 07:30:00/ });
    await next.nth(4).waitFor();
    expect(await next.count()).toBe(5);
    await motionSettled(page, '.ant-drawer-open');
    await lookAt(page, 'job-editor-en');
    expect(await seriousViolations(page, { within: '.ant-drawer-open' })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Discard' }).click();

    const name = JOB_PAGE.en.cleanUp;
    await page.getByRole('button', { name: `Run ${name} now` }).click();
    await page.getByRole('button', { name: `Run history of ${name}` }).click();
    const runs = page.getByRole('dialog', { name: `Runs of ${name}` });
    // The list is read again when the monitor hub says the run ended.
    await runs.locator('tr', { hasText: 'Succeeded' }).filter({ hasText: 'Run now' }).waitFor();
    await runs.getByRole('button', { name: 'Show log' }).first().click();
    expect(await runs.getByRole('region', { name: 'Log' }).textContent()).toMatch(
      /\d+ runs that ended more than \d+ days ago deleted/,
    );
    await motionSettled(page, '.ant-drawer-open');
    expect(await seriousViolations(page, { within: '.ant-drawer-open' })).toEqual([]);
    await lookAt(page, 'job-runs-en');
    await context.close();
  });
});

describe('announcements (/Notice and the top bar)', () => {
  it('opens an urgent announcement on a signed-in screen the moment it is published, as text not script', async () => {
    const operator = await portal.signIn('operator', 'de-DE');
    const admin = await portal.signIn('admin', 'en');
    const { page } = admin;
    await openAdminPage(page, '/Notice', NOTICE_PAGE.en.heading);
    await page.getByRole('button', { name: 'New' }).click();
    const editor = page.getByRole('dialog', { name: 'New announcement' });
    await editor.getByLabel('Title (English)').fill(TITLE);
    await editor
      .getByLabel('Text (English)')
      .fill('Please **save** your work.\n\n<script>window.__announced = true</script>');
    await editor.locator('label', { hasText: 'Urgent' }).click();
    await editor.getByRole('button', { name: 'Preview' }).last().click();
    const preview = editor.getByRole('region', { name: 'Preview (English)' });
    await preview.locator('strong', { hasText: 'save' }).waitFor();
    expect(await preview.textContent()).toContain('<script>');
    await motionSettled(page, '.ant-drawer-open');
    expect(await seriousViolations(page, { within: '.ant-drawer-open' })).toEqual([]);
    await lookAt(page, 'notice-editor-en');
    await editor.getByRole('button', { name: 'Save' }).click();
    await row(page, TITLE).getByText('Draft').waitFor();

    await page.getByRole('button', { name: `Publish “${TITLE}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    // The author is among everyone: their own screen opens it too.
    const own = page.getByRole('dialog', { name: new RegExp(TITLE) });
    await own.getByRole('button', { name: 'Got it' }).click();
    await own.waitFor({ state: 'hidden' });

    // The operator's screen, signed in before it was published, opens it over the hub.
    const urgent = operator.page.getByRole('dialog', { name: new RegExp(TITLE) });
    await urgent.waitFor();
    await urgent.locator('strong', { hasText: 'save' }).waitFor();
    expect(await urgent.textContent()).toContain('<script>');
    expect(await operator.page.evaluate(() => (window as { __announced?: boolean }).__announced)).toBeUndefined();
    await antdMotionOver(operator.page);
    expect(await seriousViolations(operator.page, { within: '.wb-announcements-modal' })).toEqual([]);
    await lookAt(operator.page, 'announcement-urgent-de-DE');
    await urgent.getByRole('button', { name: 'Verstanden' }).click();
    await urgent.waitFor({ state: 'hidden' });

    // Read: the top bar lists it without an unread count, and the author sees the receipt.
    await operator.page.getByRole('button', { name: 'Ankündigungen', exact: true }).click();
    const panel = operator.page.locator('.wb-announcements-list');
    await panel.getByText(TITLE).waitFor();
    await antdMotionOver(operator.page);
    expect(await seriousViolations(operator.page, { within: '.ant-popover' })).toEqual([]);
    await lookAt(operator.page, 'announcements-panel-de-DE');
    await operator.context.close();

    await page.reload();
    await row(page, TITLE).getByText(NOTICE_PAGE.en.read).waitFor();
    await admin.context.close();
  });

  it.each(LANGUAGES)('lists the announcements with their state and read share in %s', async (language) => {
    const { context, page } = await portal.signIn('admin', language);
    const texts = NOTICE_PAGE[language];
    await openAdminPage(page, '/Notice', texts.heading);
    const published = row(page, TITLE);
    await published.getByText(texts.read).waitFor();
    const shown = await published.textContent();
    expect(shown).toContain(texts.urgent);
    expect(shown).toContain(texts.published);
    expect(await seriousViolations(page, { within: section('/Notice') })).toEqual([]);
    await lookAt(page, `notices-${language}`);
    await context.close();
  });
});
