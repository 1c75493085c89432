import type { Page } from 'playwright-core';

/**
 * Waits until what `selector` finds has finished moving in (a drawer sliding, a dialog fading), so
 * that a screenshot or a colour-contrast check sees it as the user does once it stands still.
 */
export async function motionSettled(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      // A motion that is cancelled (a transition replaced by the next one) rejects its promise;
      // whatever replaced it is waited for in the next round. Endless ones (a spinner) never stop.
      const moving = () =>
        element
          .getAnimations({ subtree: true })
          .filter(
            (motion) => motion.playState !== 'finished' && motion.effect?.getComputedTiming().iterations !== Infinity,
          );
      for (let running = moving(); running.length > 0; running = moving()) {
        await Promise.all(running.map((motion) => motion.finished.catch(() => undefined)));
      }
    });
}

/** The classes antd's motion library (rc-motion) gives an element while it enters or leaves. */
const MOTION_PHASES = ['appear', 'enter', 'leave']
  .flatMap((motion) => ['prepare', 'start', 'active'].map((step) => `[class*="-${motion}-${step}"]`))
  .join(', ');

/**
 * Waits until no dialog, drawer or menu of antd is entering or leaving. A dialog's zoom starts a
 * frame or two after it is shown, from a point: a click aimed at one of its buttons before that
 * can press on the button and release on something else once the dialog has grown, and is lost.
 * The animations themselves are not there yet to wait for, so this waits on rc-motion's phases.
 */
export async function antdMotionOver(page: Page, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const moving = await page.evaluate(
      (phases) =>
        Array.from(document.querySelectorAll(phases))
          // What takes no room cannot catch a click or be seen: antd's button leaves its loading
          // icon's leave phase only when the icon's width transition ends, which never happens
          // when the icon never had any width (the call was answered at once).
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && element.checkVisibility();
          })
          .map((element) => `<${element.localName} class="${element.className}">`),
      MOTION_PHASES,
    );
    if (moving.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Still moving after ${timeoutMs} ms: ${moving.join(', ')}`);
    await page.waitForTimeout(50);
  }
}
