import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { browserSpec } from '../support/browser-spec';
import { antdMotionOver } from '../support/motion';
import type { PortalLanguage } from '../support/portal';
import { lookAt } from '../support/screenshots';

const portal = browserSpec();

const PAGE = '/msgPushSetting';
const section = `section[data-page-path="${PAGE}"]`;

/** What the page shows in each language: its heading, the fire alarm's note, the defaults' tab. */
const TEXTS: Record<PortalLanguage, { heading: string; fireNote: RegExp; defaultsTab: string; warningPopUp: string }> =
  {
    'zh-Hans': {
      heading: '消息推送设置',
      fireNote: /火警始终在每个屏幕上以弹窗并伴随声音提示/,
      defaultsTab: '全员默认设置',
      warningPopUp: '警告：弹窗',
    },
    en: {
      heading: 'Message push settings',
      fireNote: /Fire alarms always pop up with their sound/,
      defaultsTab: 'Defaults for everyone',
      warningPopUp: 'Pop-up for Warning',
    },
    'de-DE': {
      heading: 'Einstellungen für Push-Nachrichten',
      fireNote: /Feueralarme erscheinen immer als Pop-up mit Ton/,
      defaultsTab: 'Vorgaben für alle',
      warningPopUp: 'Pop-up bei Warnung',
    },
  };
const LANGUAGES = ['zh-Hans', 'en', 'de-DE'] as const;

/** Opens the page from the user menu of the top bar, as a user finds it. */
async function openFromUserMenu(page: Page, language: PortalLanguage): Promise<void> {
  await page.locator('.wb-user-trigger').click();
  await page.getByRole('menuitem', { name: TEXTS[language].heading, exact: false }).click();
  await page.locator(section).getByRole('heading', { name: TEXTS[language].heading }).waitFor();
  await page.locator(`${section} .ant-spin-spinning`).first().waitFor({ state: 'detached' });
  await page.locator(`${section} .wb-push-form`).first().waitFor();
}

describe('message push settings (/msgPushSetting)', () => {
  it('saves a setting that is still there after a reload, and resets it to the defaults', async () => {
    const { context, page } = await portal.signIn('operator', 'en');
    await openFromUserMenu(page, 'en');
    const view = page.locator(section);
    await view.getByText('You use the defaults set by your administrators.').waitFor();
    // An ordinary user sees no defaults tab.
    expect(await view.getByRole('tab').count()).toBe(0);
    const firePopUp = view.getByRole('checkbox', { name: 'Pop-up for Fire alarm' });
    expect(await firePopUp.isChecked()).toBe(true);
    expect(await firePopUp.isDisabled()).toBe(true);

    const warning = view.getByRole('checkbox', { name: 'Pop-up for Warning' });
    await warning.uncheck();
    await view.getByRole('switch', { name: 'Keep quiet hours' }).click();
    await view.getByLabel('From').fill('21:30');
    await view.getByLabel('To').fill('05:45');
    await view.getByRole('button', { name: 'Save' }).click();
    await view.getByText(/Your own settings, saved/).waitFor();

    await page.reload();
    await page.locator(`${section} .wb-push-form`).waitFor();
    await view.getByText(/Your own settings, saved/).waitFor();
    expect(await view.getByRole('checkbox', { name: 'Pop-up for Warning' }).isChecked()).toBe(false);
    expect(await view.getByRole('checkbox', { name: 'Pop-up for Severe' }).isChecked()).toBe(true);
    expect(await view.getByLabel('From').inputValue()).toBe('21:30');
    expect(await view.getByLabel('To').inputValue()).toBe('05:45');
    await lookAt(page, 'push-settings-own-en');

    await view.getByRole('button', { name: 'Reset to defaults' }).click();
    const question = page.getByRole('dialog', { name: 'Reset your push settings to the defaults?' });
    await question.getByRole('button', { name: 'Reset to defaults' }).click();
    await view.getByText('You use the defaults set by your administrators.').waitFor();
    expect(await view.getByRole('checkbox', { name: 'Pop-up for Warning' }).isChecked()).toBe(true);
    await context.close();
  });

  it('keeps what was typed when the service refuses it, its message under the field', async () => {
    const { context, page } = await portal.signIn('operator', 'en');
    await openFromUserMenu(page, 'en');
    const view = page.locator(section);
    await view.getByRole('checkbox', { name: 'E-mail for Reminder' }).check();
    await view.getByRole('switch', { name: 'Keep quiet hours' }).click();
    await view.getByLabel('From').fill('07:00');
    await view.getByLabel('To').fill('07:00');
    await view.getByRole('button', { name: 'Save' }).click();

    await view.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
    const to = view.locator('.ant-form-item').filter({ has: page.getByLabel('To') });
    await to.getByText('must differ from the start of the quiet hours').waitFor();
    expect(await view.getByLabel('From').inputValue()).toBe('07:00');
    expect(await view.getByLabel('To').inputValue()).toBe('07:00');
    expect(await view.getByRole('checkbox', { name: 'E-mail for Reminder' }).isChecked()).toBe(true);
    await antdMotionOver(page);
    await lookAt(page, 'push-settings-refused-en');
    // Nothing was stored: the defaults still apply.
    await page.reload();
    await page.locator(`${section} .wb-push-form`).waitFor();
    await view.getByText('You use the defaults set by your administrators.').waitFor();
    await context.close();
  });

  it.each(LANGUAGES)(
    'reads in %s, with the defaults as a tab for administrators, and passes the accessibility check',
    async (language) => {
      const { context, page } = await portal.signIn('admin', language);
      const texts = TEXTS[language];
      await openFromUserMenu(page, language);
      const view = page.locator(section);
      await view.getByText(texts.fireNote).first().waitFor();
      expect(await view.getByRole('checkbox', { name: texts.warningPopUp }).first().isChecked()).toBe(true);
      expect(await seriousViolations(page, { within: section })).toEqual([]);
      await lookAt(page, `push-settings-${language}`);
      await view.locator('.wb-push-buttons').first().scrollIntoViewIfNeeded();
      await lookAt(page, `push-settings-end-${language}`);

      await view.getByRole('tab', { name: texts.defaultsTab }).click();
      const defaults = view.getByRole('tabpanel', { name: texts.defaultsTab });
      await defaults.locator('.wb-push-form').waitFor();
      await antdMotionOver(page);
      expect(await seriousViolations(page, { within: section })).toEqual([]);
      await lookAt(page, `push-settings-defaults-${language}`);
      await context.close();
    },
  );
});
