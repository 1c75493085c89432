import type { SvgRejectionKey } from './svg-rejected';

/** What the main thread sends the SVG worker: one file to clean, its bytes transferred. */
export interface SvgCleanRequest {
  id: number;
  bytes: Uint8Array;
}

/** The worker's answer to one request, by the request's id; or, once, that it has loaded. */
export type SvgCleanReply =
  | { id?: undefined; outcome: 'ready' }
  | { id: number; outcome: 'clean'; bytes: Uint8Array }
  | { id: number; outcome: 'rejected'; messageKey: SvgRejectionKey }
  | { id: number; outcome: 'failed'; message: string };
