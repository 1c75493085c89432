import { Cron } from 'croner';

/**
 * Cron expressions as the scheduler reads them: five fields (minute hour day month weekday) or six
 * with seconds first, in a named IANA time zone. One rule for the editor that checks an expression
 * as it is typed, the service that refuses a bad one, and the scheduler that runs it: croner's.
 */

/** Whether the time zone is one this runtime knows by name (Europe/Berlin, Asia/Shanghai, UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone }).format(0);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with an expression ('validation.cron'), or null when it can be scheduled. */
export function cronProblem(expression: string): 'validation.cron' | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return 'validation.cron';
  try {
    // Paused: only the pattern is parsed, nothing is scheduled.
    const cron = new Cron(expression, { paused: true, timezone: 'UTC' });
    return cron.nextRun() === null ? 'validation.cron' : null;
  } catch {
    return 'validation.cron';
  }
}

/**
 * The next `count` times the expression falls due in the time zone, after `after` (not at it):
 * what the editor shows as "next five occurrences" and what the scheduler plans with.
 */
export function nextOccurrences(expression: string, timeZone: string, after: Date, count: number): Date[] {
  const cron = new Cron(expression, { paused: true, timezone: timeZone });
  return cron.nextRuns(count, after);
}

/** The next time the expression falls due after `after`, or null when it never does again. */
export function nextOccurrence(expression: string, timeZone: string, after: Date): Date | null {
  return nextOccurrences(expression, timeZone, after, 1)[0] ?? null;
}
