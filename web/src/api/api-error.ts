import { ERROR_CODES, type FieldError } from '@workbench/contracts';
import { apiFailureCheck } from '@workbench/contracts/start-up';
import { TIMEOUT_ERROR_NAME } from './http-request';

/**
 * What went wrong with a call, in the terms of the error catalogue (docs/spec.md §8):
 * - business: errorCode "10000"
 * - session-ended: errorCode "20000"
 * - unauthorized: HTTP 401 / errorCode "401"
 * - http: any other failed answer
 * - network / timeout: no answer at all
 * - invalid-answer: an answer that does not match the contract
 */
export type ApiErrorKind =
  | 'business'
  | 'session-ended'
  | 'unauthorized'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-answer';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  errorCode?: string;
  /** The server's own, already localized, message. */
  serverMessage?: string;
  details?: FieldError[];
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: FieldError[];

  constructor(init: ApiErrorInit) {
    super(init.serverMessage || `${init.kind}${init.status ? ` (HTTP ${init.status})` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage || undefined;
    this.details = init.details ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface Envelope {
  code: 1;
  message: string;
  data: unknown;
}

function kindForCode(errorCode: string | undefined, status: number): ApiErrorKind {
  if (errorCode === ERROR_CODES.business) return 'business';
  if (errorCode === ERROR_CODES.sessionEnded) return 'session-ended';
  if (errorCode === ERROR_CODES.unauthorized || status === 401) return 'unauthorized';
  return 'http';
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

function isSuccessEnvelope(body: unknown): body is Envelope {
  return (
    !!body &&
    typeof body === 'object' &&
    'code' in body &&
    body.code === 1 &&
    'data' in body &&
    (!('message' in body) || typeof body.message === 'string' || body.message === null)
  );
}

/**
 * Reads one HTTP answer of an /api call: the success envelope, or the ApiError it stands for.
 * A 200 whose body says code 0 is a failure too (leadExtendTicket answers that way).
 */
export function readEnvelope(status: number, body: unknown): Envelope | ApiError {
  const failure = apiFailureCheck.safeParse(body);
  if (failure.success) {
    const { errorCode, message, details } = failure.data;
    return new ApiError({ kind: kindForCode(errorCode, status), status, errorCode, serverMessage: message, details });
  }
  if (status < 200 || status >= 300) {
    return new ApiError({ kind: kindForCode(undefined, status), status, serverMessage: messageOf(body) });
  }
  if (isSuccessEnvelope(body))
    return { code: 1, message: typeof body.message === 'string' ? body.message : '', data: body.data };
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'number') {
    return new ApiError({ kind: 'business', status, serverMessage: messageOf(body) });
  }
  return new ApiError({ kind: 'invalid-answer', status });
}

/** Transport-level failures: the answer never came (see http-request.ts for how a deadline is told apart). */
export function transportError(cause: unknown): ApiError {
  const timedOut = cause instanceof Error || cause instanceof DOMException ? cause.name === TIMEOUT_ERROR_NAME : false;
  return new ApiError({ kind: timedOut ? 'timeout' : 'network', cause });
}
