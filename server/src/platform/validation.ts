import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@workbench/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { FieldProblem, MessageParams } from './errors';
import { hasMessage } from './messages';

/**
 * A request that does not match its route's schema. Carries language-neutral problems; the error
 * handler words them in the caller's language (validation runs before we know nothing else).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  /** Set by Fastify: "body", "querystring", "params" or "headers". */
  validationContext?: string;

  constructor(readonly problems: FieldProblem[]) {
    super('The request does not match the schema');
    this.name = 'RequestValidationError';
  }
}

type Issue = z.core.$ZodIssue;

/** Types named in the catalogues (validation.expected.<type>); others get the generic message. */
const EXPECTED_TYPES = new Set(['string', 'number', 'boolean', 'array', 'object']);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Missing, or (for the body as a whole, which Fastify gives as null when none was sent) null. */
function isAbsent(input: unknown, path: readonly PropertyKey[]): boolean {
  const value = valueAt(input, path);
  return value === undefined || (path.length === 0 && value === null);
}

function sizeKey(kind: 'small' | 'big', origin: string): string {
  if (origin === 'string') return kind === 'small' ? 'validation.tooShort' : 'validation.tooLong';
  if (origin === 'array' || origin === 'set')
    return kind === 'small' ? 'validation.tooFewItems' : 'validation.tooManyItems';
  return kind === 'small' ? 'validation.tooSmall' : 'validation.tooBig';
}

/** One zod issue as a message key with its parameters. */
function describe(issue: Issue, input: unknown): { messageKey: string; params?: MessageParams } {
  // A contract that names a message key of ours says it better than the kind of check it used
  // (a regex's own rule, not "is not a valid regex"; a refinement's, not "is not valid").
  if (issue.code !== 'invalid_type' && hasMessage(issue.message)) return { messageKey: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (isAbsent(input, issue.path)) return { messageKey: 'validation.required' };
      return EXPECTED_TYPES.has(issue.expected)
        ? { messageKey: `validation.expected.${issue.expected}` }
        : { messageKey: 'validation.invalid' };
    case 'too_small':
      return { messageKey: sizeKey('small', issue.origin), params: { minimum: String(issue.minimum) } };
    case 'too_big':
      return { messageKey: sizeKey('big', issue.origin), params: { maximum: String(issue.maximum) } };
    case 'invalid_format':
      return { messageKey: 'validation.invalidFormat', params: { format: issue.format } };
    case 'invalid_value':
      return { messageKey: 'validation.invalidValue', params: { values: issue.values.map(String).join(', ') } };
    default:
      return { messageKey: 'validation.invalid' };
  }
}

export function problemsOf(issues: readonly Issue[], input: unknown): FieldProblem[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), ...describe(issue, input) }));
}

/**
 * Every string (and object key) of a body, query or route parameter that holds a control character
 * no field accepts (contracts' text-rules: NUL and the other C0 characters but tab and line breaks).
 * Applied to every request whatever its schema says, so a field whose contract forgets the rule
 * still answers 400 instead of reaching the database. Walked without recursion: a deeply nested
 * body must not exhaust the stack.
 */
export function controlCharacterProblems(input: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // Each value with the key that led to it and its parent's entry: a field's path is spelled out
  // only for a problem, not for every value of every request.
  type Pending = { value: unknown; key: string | undefined; parent: Pending | undefined };
  const pathOf = (entry: Pending, key?: string): string => {
    const keys = key === undefined ? [] : [key];
    for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Pending[] = [{ value: input, key: undefined, parent: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, 'multiLine'))
        problems.push({ field: pathOf(next), messageKey: CONTROL_CHARACTERS_MESSAGE });
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (hasControlCharacters(key, 'multiLine'))
          problems.push({ field: pathOf(next, key), messageKey: CONTROL_CHARACTERS_MESSAGE });
        else pending.push({ value: (value as Record<string, unknown>)[key], key, parent: next });
      }
    }
  }
  return problems.reverse();
}

/** The same field and rule reported twice (by the walk above and by the contract) counts once. */
function withoutRepeats(problems: readonly FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\u0000${problem.messageKey}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The one check of what a caller sent: no control character anywhere, then the contract's zod
 * schema; the parsed value (defaults, trimming, coercion) or the problems. Routes get it through
 * the compiler below; what arrives another way (an MQTT message) calls it itself.
 */
export function validateAgainst<T extends z.ZodType>(
  schema: T,
  data: unknown,
): { value: z.output<T> } | { problems: FieldProblem[] } {
  const refused = controlCharacterProblems(data);
  const result = schema.safeParse(data);
  if (result.success && refused.length === 0) return { value: result.data };
  const problems = result.success ? [] : problemsOf(result.error.issues, data);
  return { problems: withoutRepeats([...refused, ...problems]) };
}

/** Validates with the route's zod schema and keeps the parsed value (defaults, trimming, coercion). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const checked = validateAgainst(schema, data);
    return 'value' in checked ? checked : { error: new RequestValidationError(checked.problems) };
  };
