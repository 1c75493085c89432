import { ERROR_CODES, type ErrorCode } from '@workbench/contracts';

/** Parameters substituted into a message template: "{name}" → params.name. */
export type MessageParams = Record<string, string | number>;

export interface FieldProblem {
  field: string;
  messageKey: string;
  params?: MessageParams;
}

/**
 * A failure the caller caused or must be told about. Services throw it; the one error handler
 * turns it into the envelope of docs/api.md §1 with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly details: FieldProblem[] = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: MessageParams, details?: FieldProblem[]) =>
  new AppError(400, ERROR_CODES.business, key, params, details);
export const forbidden = (key = 'errors.forbidden', params?: MessageParams) =>
  new AppError(403, ERROR_CODES.business, key, params);
export const notFound = (key = 'errors.notFound', params?: MessageParams) =>
  new AppError(404, ERROR_CODES.business, key, params);
export const conflict = (key: string, params?: MessageParams) => new AppError(409, ERROR_CODES.business, key, params);
export const tooManyRequests = (key = 'errors.tooManyRequests', params?: MessageParams) =>
  new AppError(429, ERROR_CODES.business, key, params);
/** The session must end (ticket expired or revoked, account disabled or deleted). */
export const sessionEnded = (key = 'errors.sessionEnded', params?: MessageParams) =>
  new AppError(403, ERROR_CODES.sessionEnded, key, params);
/** No valid access token: the portal refreshes once and replays. */
export const unauthorized = (key = 'errors.unauthorized', params?: MessageParams) =>
  new AppError(401, ERROR_CODES.unauthorized, key, params);
