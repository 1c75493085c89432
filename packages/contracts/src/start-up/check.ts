/**
 * A few readers with zod's `safeParse`/`parse` shape, for the answers the portal reads before and
 * during sign-in. The sign-in page downloads no zod: even zod/mini would bring zod's core, which
 * the portal's classic schemas share after sign-in. Each check mirrors a classic schema of the
 * contracts and start-up-checks.test.ts holds the two to the same answers.
 */
export interface CheckIssue {
  /** Where in the value, e.g. "frontEndLanguages.0.language"; empty for the value itself. */
  path: string;
  expected: string;
}

export type CheckResult<T> = { success: true; data: T } | { success: false; error: CheckIssue };

export interface Check<T> {
  safeParse(value: unknown): CheckResult<T>;
  /** The value read, or throws (for defaults: `check.parse({})`). */
  parse(value: unknown): T;
}

class CheckFailure extends Error {
  constructor(readonly issue: CheckIssue) {
    super(`${issue.path || 'value'}: expected ${issue.expected}`);
  }
}

/** Reads a value at `path` or throws CheckFailure. */
export type Reader<T> = (value: unknown, path: string) => T;

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function expect<T>(ok: boolean, value: unknown, path: string, expected: string): T {
  if (!ok) throw new CheckFailure({ path, expected });
  return value as T;
}

export const string: Reader<string> = (value, path) => expect(typeof value === 'string', value, path, 'a string');

export const boolean: Reader<boolean> = (value, path) => expect(typeof value === 'boolean', value, path, 'a boolean');

export const nullValue: Reader<null> = (value, path) => expect(value === null, value, path, 'null');

export function literal<const T extends string | number>(wanted: T): Reader<T> {
  return (value, path) => expect(value === wanted, value, path, JSON.stringify(wanted));
}

export interface NumberRules {
  /** A safe integer, as zod's .int(). */
  int?: boolean;
  min?: number;
  max?: number;
  positive?: boolean;
}

/** A finite number (zod 4 refuses NaN and the infinities) within the rules. */
export function number(rules: NumberRules = {}): Reader<number> {
  return (value, path) => {
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!rules.int || Number.isSafeInteger(value)) &&
      (rules.min === undefined || value >= rules.min) &&
      (rules.max === undefined || value <= rules.max) &&
      (!rules.positive || value > 0);
    return expect(ok, value, path, `a number ${JSON.stringify(rules)}`);
  };
}

export function oneOf<const T extends string>(values: readonly T[]): Reader<T> {
  return (value, path) => expect(values.includes(value as T), value, path, `one of ${values.join(', ')}`);
}

export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value, path) => (value === null ? null : read(value, path));
}

export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/** `fallback` when the value is missing (a fresh copy each time, as zod gives). */
export function withDefault<T>(read: Reader<T>, fallback: () => T): Reader<T> {
  return (value, path) => (value === undefined ? fallback() : read(value, path));
}

export function union<A, B>(first: Reader<A>, second: Reader<B>): Reader<A | B> {
  return (value, path) => {
    try {
      return first(value, path);
    } catch {
      return second(value, path);
    }
  };
}

export function array<T>(read: Reader<T>): Reader<T[]> {
  return (value, path) =>
    expect<unknown[]>(Array.isArray(value), value, path, 'an array').map((item, index) => read(item, at(path, index)));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A plain object whose every value is read by `read`. */
export function record<T>(read: Reader<T>): Reader<Record<string, T>> {
  return (value, path) => {
    const source = expect<Record<string, unknown>>(isPlainObject(value), value, path, 'an object');
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(source)) result[key] = read(item, at(path, key));
    return result;
  };
}

type Shape = Record<string, Reader<unknown>>;
type ShapeOutput<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with the shape's keys only (others are dropped, as zod's objects do). */
export function object<S extends Shape>(shape: S): Reader<ShapeOutput<S>> {
  return (value, path) => {
    const ok = typeof value === 'object' && value !== null && !Array.isArray(value);
    const source = expect<Record<string, unknown>>(ok, value, path, 'an object');
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const item = read(source[key], at(path, key));
      // An optional key that is missing stays missing.
      if (item !== undefined || key in source) result[key] = item;
    }
    return result as ShapeOutput<S>;
  };
}

export function check<T>(read: Reader<T>): Check<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: read(value, '') };
      } catch (error) {
        if (error instanceof CheckFailure) return { success: false, error: error.issue };
        throw error;
      }
    },
    parse: (value) => read(value, ''),
  };
}
