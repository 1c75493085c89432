import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { launchBrowser } from '../support/browser';
import { newContext } from '../support/portal';
import { enterWarehouse, signIn } from '../support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(['zh-Hans', 'en', 'de-DE'] as const)('the sign-in page in %s', async (language) => {
    const context = await newContext(browser, language);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/login`);
    await page.locator('input[autocomplete="username"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the shell with an application entered', async () => {
    const { context, page } = await signIn(browser, baseUrl, 'supervisor', 'zh-Hans');
    await enterWarehouse(page, baseUrl);
    await page.locator('.wb-side-area').first().waitFor();
    await page.locator('.wb-tabs-bar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the workbench home without an application', async () => {
    const { context, page } = await signIn(browser, baseUrl, 'operator', 'de-DE');
    await page.locator('.wb-tabs-bar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
