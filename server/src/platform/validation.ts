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
    case 'custom':
      // Refinements may name a message key of ours as their message.
      return { messageKey: hasMessage(issue.message) ? issue.message : 'validation.invalid' };
    default:
      return { messageKey: 'validation.invalid' };
  }
}

export function problemsOf(issues: readonly Issue[], input: unknown): FieldProblem[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), ...describe(issue, input) }));
}

/** Validates with the route's zod schema and keeps the parsed value (defaults, trimming, coercion). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(problemsOf(result.error.issues, data)) };
  };
