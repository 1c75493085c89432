// Test-only: axe-core's WCAG 2.1 A/AA rules, as the browser tests run them.
import axe from 'axe-core';

/** Serious and critical findings only; jsdom lays nothing out, so contrast is left to the browser tests. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
