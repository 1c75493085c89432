import { EVENT_COUNT_CAP } from '@workbench/contracts';

/**
 * A count as the list answers it: past `EVENT_COUNT_CAP` the server stops counting and answers
 * one more, which reads "10,000+" rather than a number nobody counted.
 */
export function countText(count: number, language: string): string {
  return count > EVENT_COUNT_CAP ? `${EVENT_COUNT_CAP.toLocaleString(language)}+` : count.toLocaleString(language);
}

/** The list's total: the sum of its type counts, a lower bound followed by "+" once one was capped. */
export function totalText(countsByType: readonly number[], language: string): string {
  const capped = countsByType.filter((count) => count > EVENT_COUNT_CAP).length;
  const atLeast = countsByType.reduce((sum, count) => sum + Math.min(count, EVENT_COUNT_CAP), 0);
  return capped > 0 ? `${atLeast.toLocaleString(language)}+` : atLeast.toLocaleString(language);
}
