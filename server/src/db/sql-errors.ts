/**
 * The constraint a PostgreSQL unique_violation (SQLSTATE 23505) names, wherever the driver or
 * Drizzle put the error in the cause chain; undefined for any other error, '' when the driver
 * did not say which. PGlite and node-postgres report it alike; some put the name only in the message.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      return typeof message === 'string' ? message : '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A write refused by a unique index: another request took the name first. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== undefined;
}
