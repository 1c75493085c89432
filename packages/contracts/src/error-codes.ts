/** errorCode values of the answer envelope (docs/api.md §1). */
export const ERROR_CODES = {
  /** A business or validation error; the portal shows the message in a modal (docs/spec.md §8). */
  business: '10000',
  /** The session must end; the portal shows the modal, then logs out (docs/spec.md §8). */
  sessionEnded: '20000',
  /** No valid access token; the portal refreshes once and replays (docs/spec.md §4). */
  unauthorized: '401',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
