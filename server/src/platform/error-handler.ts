import { type CoreLanguage, ERROR_CODES, LIMITS, resolveLanguage } from '@workbench/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPoolExhausted } from '../db/pool-exhausted';
import { failure } from './envelope';
import { AppError, type FieldProblem } from './errors';
import { pathOf } from './log-redaction';
import { translate } from './messages';
import { problemsText } from './messages/field-names';
import { RequestValidationError } from './validation';

export function languageOf(request: FastifyRequest): CoreLanguage {
  // Failures can happen before the language hook ran (a malformed URL, a call while stopping),
  // when `request.language` still holds its default: resolve from the header again.
  return resolveLanguage(request.headers['accept-language']);
}

/** Seconds a caller is asked to wait when every database connection was busy: a moment of overload. */
const BUSY_RETRY_AFTER_SECONDS = 5;

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/** Sends a failure in the envelope of docs/api.md §1, its message (and field problems) translated. */
export function sendFailure(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  language: CoreLanguage,
  messageKey: string,
  params: Record<string, string | number> = {},
  problems: FieldProblem[] = [],
): FastifyReply {
  const details = problems.map((p) => ({ field: p.field, message: translate(language, p.messageKey, p.params) }));
  const message = translate(language, messageKey, {
    ...params,
    // "Please check the input: …" lists the problems, so the portal's modal alone says what is wrong;
    // the fields are named in the caller's language there, while details keep the paths for forms.
    problems: problemsText(language, details),
  });
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(failure(errorCode, message, details));
}

function validationProblems(error: RequestValidationError): FieldProblem[] {
  // A problem with the body as a whole (not an object at all, or missing) is named after it.
  const root = error.validationContext ?? 'body';
  return error.problems.map((p) => (p.field ? p : { ...p, field: root }));
}

/** Fastify's own errors about the shape of a request, mapped to what the caller should hear. */
function frameworkError(error: FastifyError): { status: number; key: string; params?: Record<string, string> } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'errors.malformedJson' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'errors.bodyTooLarge', params: { limit: formatBytes(LIMITS.bodyBytes) } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, key: 'errors.unsupportedMediaType' };
    default:
      return null;
  }
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook or the error handler
 * (an address that does not decode, a path parameter over the length limit), in the envelope too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageOf(request);
  // No hook runs for these, the request log's line included: this is their line.
  request.log.info({ method: request.method, url: pathOf(request.url), code: error.code }, 'request refused');
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendFailure(reply, error.statusCode ?? 400, ERROR_CODES.business, language, 'errors.badUrl');
    return;
  }
  request.log.error({ err: error }, 'unexpected error while routing');
  sendFailure(reply, 500, ERROR_CODES.business, language, 'errors.internal');
}

/**
 * The one error handler: every failure leaves as the envelope of docs/api.md §1, in the caller's
 * language. Bad input is never a 500; anything unexpected is a 500 with a generic message
 * (the details go to the log, not to the caller).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer');
      return sendFailure(reply, error.status, error.errorCode, language, error.messageKey, error.params, error.details);
    }
    if (error instanceof RequestValidationError) {
      return sendFailure(
        reply,
        400,
        ERROR_CODES.business,
        language,
        'errors.validation',
        {},
        validationProblems(error),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        messageKey: 'validation.invalid',
      }));
      return sendFailure(reply, 400, ERROR_CODES.business, language, 'errors.validation', {}, problems);
    }
    const known = frameworkError(error);
    if (known) {
      const contentType = String(request.headers['content-type'] ?? '').slice(0, 100);
      const params = { contentType, ...known.params };
      return sendFailure(reply, known.status, ERROR_CODES.business, language, known.key, params);
    }
    if (isPoolExhausted(error)) {
      // Every database connection stayed in use for the pool's whole wait: the service is
      // overloaded for a moment, which the caller may wait out; no fault of the request or a bug.
      request.log.warn({ err: error }, 'no database connection came free in time');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendFailure(reply, 503, ERROR_CODES.business, language, 'errors.serviceBusy');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Another 4xx from Fastify or a plugin (bad URL, bad content length, …): the caller's fault.
      request.log.info({ err: error }, 'request refused');
      return sendFailure(reply, status, ERROR_CODES.business, language, 'errors.badRequest');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, 500, ERROR_CODES.business, language, 'errors.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 404, ERROR_CODES.business, languageOf(request), 'errors.routeNotFound', {
      method: request.method,
      url: pathOf(request.url).slice(0, 200),
    }),
  );
}
