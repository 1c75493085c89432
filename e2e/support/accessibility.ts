import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { antdMotionOver } from './motion';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe measured at each element (for contrast: the ratio and both colours), in its words. */
  details: string[];
}

/**
 * Runs axe-core on the page as it is (WCAG 2.1 A and AA rules) and returns the serious and critical
 * violations, each with the elements it found, so a failing test names what to fix. Hosted
 * applications' frames are theirs to check and are left out; `within` limits the check to one part.
 */
export async function seriousViolations(page: Page, options: { within?: string } = {}): Promise<Finding[]> {
  // A dialog or menu still fading in has its text at part opacity, which axe measures as too
  // little contrast: check what the user sees once antd's (rc-motion's) animations are over.
  await antdMotionOver(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe');
  if (options.within) builder.include(options.within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      details: violation.nodes.flatMap((node) => [...node.any, ...node.all].map((check) => check.message)),
    }));
}
