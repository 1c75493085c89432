import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, PageScreenshotOptions } from 'playwright-core';

/**
 * Takes a screenshot of the page or of one element into E2E_SCREENSHOTS_DIR when it is set, as
 * `<name>.png` (a page's options may clip it): pictures to look at when a screen changes, never
 * compared by a test.
 */
export async function lookAt(
  target: Page | Locator,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ ...options, path: join(folder, `${name}.png`) });
}
