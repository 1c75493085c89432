import type { Page } from 'playwright-core';

/**
 * Waits until what `selector` finds has finished moving in (a drawer sliding, a dialog fading), so
 * that a screenshot or a colour-contrast check sees it as the user does once it stands still.
 */
export async function motionSettled(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((motion) => motion.finished)));
}
