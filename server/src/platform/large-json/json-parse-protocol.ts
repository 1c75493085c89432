/** What the main thread sends the JSON worker: one request body's bytes (UTF-8), transferred. */
export interface JsonParseRequest {
  id: number;
  bytes: Uint8Array;
}

/** The worker's answer to one body, by the request's id; or, once, that it has loaded. */
export type JsonParseReply =
  | { id?: undefined; outcome: 'ready' }
  | { id: number; outcome: 'parsed'; value: unknown }
  /** Nothing but white space: a call without a body. */
  | { id: number; outcome: 'empty' }
  /** Not JSON, or JSON that would poison prototypes. */
  | { id: number; outcome: 'invalid' };
