/** Why a call failed: the server said so in its envelope, or no usable answer came back. */
export type PlatformApiErrorKind = 'envelope' | 'network' | 'timeout' | 'unexpected';

/**
 * A failed call. For 'envelope' the message is the server's, already in the user's language;
 * for the other kinds it is empty and the page words it from its own dictionary.
 */
export class PlatformApiError extends Error {
  override name = 'PlatformApiError';

  constructor(
    readonly kind: PlatformApiErrorKind,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  /** No valid access token: the shell must refresh the session (docs/api.md §1, errorCode "401"). */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}
