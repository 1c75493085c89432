import type { ApiError } from './api-error';

/**
 * How the portal reacts to a failed call (docs/spec.md §8), decided without side effects:
 * - modal: an error box that stays until closed, with the server's message or a translated one
 * - modal-then-logout: the same box, and the session ends (errorCode "20000")
 * - none: someone else already took care of it (a 401 is handled by refresh-and-replay, whose
 *   failure logs the user out)
 */
export type ErrorReaction =
  | { action: 'modal'; message: string }
  | { action: 'modal-then-logout'; message: string }
  | { action: 'none' };

/** Message keys of the portal's dictionaries used when the server gave no message. */
export const FALLBACK_MESSAGE_KEYS = {
  network: 'error.network',
  timeout: 'error.timeout',
  http: 'error.http',
  invalidAnswer: 'error.invalidAnswer',
  sessionEnded: 'error.sessionEnded',
} as const;

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export function reactionTo(error: ApiError, t: Translate): ErrorReaction {
  switch (error.kind) {
    case 'unauthorized':
      return { action: 'none' };
    case 'session-ended':
      return { action: 'modal-then-logout', message: error.serverMessage ?? t(FALLBACK_MESSAGE_KEYS.sessionEnded) };
    case 'business':
      return {
        action: 'modal',
        message: error.serverMessage ?? t(FALLBACK_MESSAGE_KEYS.http, { status: error.status }),
      };
    case 'http':
      return {
        action: 'modal',
        message: error.serverMessage ?? t(FALLBACK_MESSAGE_KEYS.http, { status: error.status }),
      };
    case 'network':
      return { action: 'modal', message: t(FALLBACK_MESSAGE_KEYS.network) };
    case 'timeout':
      return { action: 'modal', message: t(FALLBACK_MESSAGE_KEYS.timeout) };
    case 'invalid-answer':
      return { action: 'modal', message: t(FALLBACK_MESSAGE_KEYS.invalidAnswer) };
  }
}

/** The text to show inline for an error (sign-in form, dialogs). */
export function messageFor(error: ApiError, t: Translate): string {
  const reaction = reactionTo(error, t);
  if (reaction.action !== 'none') return reaction.message;
  return error.serverMessage ?? t(FALLBACK_MESSAGE_KEYS.sessionEnded);
}
