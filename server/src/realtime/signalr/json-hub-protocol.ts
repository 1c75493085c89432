import { z } from 'zod';

/*
 * The JSON encoding of SignalR's hub protocol, version 1 (dotnet/aspnetcore,
 * src/SignalR/docs/specs/HubProtocol.md): every message is a JSON text followed by the record
 * separator 0x1E. Pure functions, so that the hub server can be tested without sockets; nothing
 * here throws on what a client sends: bad input comes back as a value the caller answers.
 */

export const RECORD_SEPARATOR = '\u001e';
export const HUB_PROTOCOL_NAME = 'json';
export const HUB_PROTOCOL_VERSION = 1;

/** Message type codes of the protocol. */
export const MESSAGE_TYPES = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

/** A client may not name an invocation with an unbounded string (the spec lets callees limit it). */
const INVOCATION_ID_MAX = 128;
const TARGET_MAX = 128;

const headers = z.record(z.string(), z.string()).optional();
const invocationId = z.string().min(1).max(INVOCATION_ID_MAX);

const invocationSchema = z.object({
  type: z.literal(MESSAGE_TYPES.invocation),
  invocationId: invocationId.optional(),
  target: z.string().min(1).max(TARGET_MAX),
  arguments: z.array(z.unknown()),
  streamIds: z.array(z.string()).optional(),
  headers,
});
const streamInvocationSchema = invocationSchema.extend({
  type: z.literal(MESSAGE_TYPES.streamInvocation),
  invocationId,
});
const streamItemSchema = z.object({
  type: z.literal(MESSAGE_TYPES.streamItem),
  invocationId,
  item: z.unknown(),
  headers,
});
const completionSchema = z.object({
  type: z.literal(MESSAGE_TYPES.completion),
  invocationId,
  result: z.unknown().optional(),
  error: z.string().optional(),
  headers,
});
const cancelInvocationSchema = z.object({ type: z.literal(MESSAGE_TYPES.cancelInvocation), invocationId, headers });
const pingSchema = z.object({ type: z.literal(MESSAGE_TYPES.ping) });
const closeSchema = z.object({
  type: z.literal(MESSAGE_TYPES.close),
  error: z.string().optional(),
  allowReconnect: z.boolean().optional(),
});

const hubMessageSchema = z.discriminatedUnion('type', [
  invocationSchema,
  streamItemSchema,
  completionSchema,
  streamInvocationSchema,
  cancelInvocationSchema,
  pingSchema,
  closeSchema,
]);

export type HubMessage = z.infer<typeof hubMessageSchema>;
export type InvocationMessage = z.infer<typeof invocationSchema>;
export type CompletionMessage = z.infer<typeof completionSchema>;
export type CloseMessage = z.infer<typeof closeSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Splits what arrived on a socket into whole messages. A WebSocket frame may carry several
 * messages, or (from other transports) part of one: the unfinished tail is handed back to be
 * prefixed to the next data.
 */
export function splitRecords(pending: string, data: string): { records: string[]; rest: string } {
  const parts = (pending + data).split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'The message is not valid JSON.' };
  }
}

const handshakeSchema = z.object({ protocol: z.string(), version: z.number().int() });

/** The client's first message: which protocol it speaks. Only JSON version 1 is served. */
export function parseHandshake(text: string): Parsed<{ protocol: string; version: number }> {
  const json = parseJson(text);
  if (!json.ok) return { ok: false, error: 'The handshake is not valid JSON.' };
  const parsed = handshakeSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, error: 'The handshake must name a protocol and a version.' };
  const { protocol, version } = parsed.data;
  if (protocol !== HUB_PROTOCOL_NAME) return { ok: false, error: `Requested protocol '${protocol}' is not available.` };
  if (version !== HUB_PROTOCOL_VERSION) {
    return { ok: false, error: `Requested protocol version '${version}' is not available.` };
  }
  return { ok: true, value: parsed.data };
}

/** A ping as every client writes it: most of what thousands of idle connections send. */
const PING_TEXT = '{"type":6}';
const PING: Parsed<HubMessage> = { ok: true, value: { type: MESSAGE_TYPES.ping } };

/** One hub message from a client; anything that is not one of the protocol's messages is an error value. */
export function parseHubMessage(text: string): Parsed<HubMessage> {
  // Known at a glance: a plant's idle screens ping every 15 s, which a schema need not read.
  if (text === PING_TEXT) return PING;
  const json = parseJson(text);
  if (!json.ok) return json;
  const parsed = hubMessageSchema.safeParse(json.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: 'The message is not a hub message.' };
}

/** A message as it goes on the wire. */
export function frame(message: object): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

export const handshakeResponse = (error?: string) => frame(error ? { error } : {});
export const pingFrame = () => frame({ type: MESSAGE_TYPES.ping });
export const closeFrame = (error?: string, allowReconnect?: boolean) =>
  frame({ type: MESSAGE_TYPES.close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect } : {}) });
export const invocationFrame = (target: string, args: unknown[]) =>
  frame({ type: MESSAGE_TYPES.invocation, target, arguments: args });

/** The end of a client's invocation: its result, or an error that leaves the connection open. */
export function completionFrame(id: string, outcome: { result?: unknown } | { error: string }): string {
  if ('error' in outcome) return frame({ type: MESSAGE_TYPES.completion, invocationId: id, error: outcome.error });
  return frame({
    type: MESSAGE_TYPES.completion,
    invocationId: id,
    ...(outcome.result === undefined ? {} : { result: outcome.result }),
  });
}
