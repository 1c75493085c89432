import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-workbench-signature';
export const TIMESTAMP_HEADER = 'x-workbench-timestamp';

/**
 * The headers that let a plant's own receiver (a plugin, a generic webhook) check that a call
 * comes from this portal and was not replayed: the time in Unix seconds, and
 * `sha256=` + the hex HMAC-SHA256, keyed with the channel's signing secret, of
 * "<timestamp>.<body>". A receiver recomputes it over the raw body, compares in constant time and
 * refuses timestamps more than a few minutes old (the module's README shows how).
 */
export function signatureHeaders(body: string, secret: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `sha256=${digest}` };
}
