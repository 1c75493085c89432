import type { DestinationStream, LoggerOptions } from 'pino';

/** What stands in the log where a secret was. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are credentials or personal data that no log line may carry: in
 * headers, bodies, queries, events, or at the top of a logged object.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'ticket',
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'password_hash',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'client_secret',
  'token',
  'secret',
  'image',
] as const;

/** Where a logged object may carry those fields: Fastify's request, bodies, events, error fields. */
const CONTAINERS = [
  'req.headers',
  'res.headers',
  'headers',
  'body',
  'query',
  'params',
  'payload',
  'data',
  'user',
  'event',
  'err',
];

function fieldPath(container: string, field: string): string {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  if (!container) return key;
  return key.startsWith('[') ? `${container}${key}` : `${container}.${key}`;
}

/**
 * pino's redact paths: each secret field at the top of a log object and inside the objects that
 * log lines carry. The paths are spelled out rather than wildcarded: a leading wildcard (`*.password`)
 * makes every log line cost ten to forty times more (measured: 5 µs a request line without, 50–200 µs
 * with one to three wildcard levels), while explicit paths cost nothing where the object lacks them.
 * Errors need no paths: their serializer keeps plain values only.
 */
export const REDACT_PATHS: readonly string[] = SECRET_FIELDS.flatMap((field) =>
  ['', ...CONTAINERS].map((container) => fieldPath(container, field)),
);

/** Fields of a driver's database error that say what went wrong without any value of the row. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

/** Fields that carry the statement, its values or the row: never logged. */
const VALUE_FIELDS = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

type LoggedError = Record<string, unknown> & { type: string; message: string; stack?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** pg's and PGlite's errors: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  if (!(error instanceof Error) || !('severity' in error) || !('code' in error)) return false;
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** Drizzle's DrizzleQueryError: its message is the whole statement followed by its parameters. */
function isQueryWrapper(error: Error): boolean {
  return 'query' in error && ('params' in error || 'parameters' in error);
}

/**
 * PostgreSQL quotes the offending input at the end of some messages
 * (`invalid input syntax for type uuid: "…"`); names of constraints and relations are quoted after
 * a word, not after a colon, and stay.
 */
function messageWithoutValues(message: string): string {
  return message.replace(/: ".*"$/s, `: "${REDACTED}"`);
}

/** The stack's call sites under a first line of our own: the original first lines hold the message. */
function callSites(type: string, message: string, stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const sites = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...sites].join('\n');
}

function databaseError(error: Error & Record<string, unknown>, stackOf: Error): LoggedError {
  const message = messageWithoutValues(error.message);
  const logged: LoggedError = { type: 'DatabaseError', message };
  for (const field of DATABASE_ERROR_FIELDS) {
    if (error[field] !== undefined && error[field] !== null) logged[field] = error[field];
  }
  logged.stack = callSites('DatabaseError', message, stackOf.stack);
  return logged;
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  if (isDatabaseError(error)) return databaseError(error, error);
  const type = error.constructor?.name || error.name || 'Error';
  if (isQueryWrapper(error)) {
    // The driver's error underneath says what went wrong; the wrapper's stack says where we were.
    if (isDatabaseError(error.cause)) return databaseError(error.cause, error);
    const message = 'Failed query';
    const logged: LoggedError = { type, message, stack: callSites(type, message, error.stack) };
    if (error.cause !== undefined && depth < 5) logged.cause = serialize(error.cause, depth + 1);
    return logged;
  }
  const logged: LoggedError = { type, message: error.message, stack: error.stack };
  // Plain values only (codes, status codes, ids): nested objects such as a Redis command's
  // arguments or a driver's options may hold anything.
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause' || isRecord(value) || typeof value === 'function') continue;
    logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = serialize(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 5) logged.errors = error.errors.map((e) => serialize(e, depth + 1));
  return logged;
}

/**
 * The `err` serializer of every log line: the error's type, message, stack and plain fields, and
 * its causes; a database error keeps its SQLSTATE, constraint and message but never the statement,
 * its parameters (a new account's password hash) or the row's values.
 */
export function serializeError(error: unknown): unknown {
  return serialize(error, 0);
}

/** An error as text for standard error (before the logger exists), as carefully as serializeError. */
export function errorText(error: unknown): string {
  const logged = serializeError(error);
  if (!isRecord(logged)) return String(logged);
  const text = String(logged.stack ?? logged.message);
  return logged.cause === undefined ? text : `${text}\ncaused by: ${errorText(logged.cause)}`;
}

/** The request as a log line shows it: the path without its query (hub calls carry `access_token`). */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** Fastify's request as `req` shows it: method, path and address; anything else under `req` as it is. */
function serializeRequest(request: unknown): unknown {
  if (!isRecord(request) || typeof request.url !== 'string') return request;
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip };
}

/** The logger of the service: secrets redacted, errors and requests serialized without values. */
export function loggerOptions(level: string, stream: DestinationStream): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    stream,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
