import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, resolveLanguage } from '@workbench/contracts';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { translate } from './messages';
import { API_SECURITY_HEADERS } from './security-headers';

/** How long a refused connection may stay open for the client to read the answer. */
const CLOSE_AFTER_MS = 5_000;
/** Only the start of an over-long request is looked at for the caller's language. */
const LANGUAGE_SEARCH_BYTES = 64 * 1024;
const ACCEPT_LANGUAGE = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i;

const answered = new WeakSet<Socket>();

function formatKiB(bytes: number): string {
  return `${Math.floor(bytes / 1024)} KiB`;
}

function refusalOf(error: ConnectionError): { status: number; messageKey: string; params?: Record<string, string> } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, messageKey: 'errors.headersTooLarge', params: { limit: formatKiB(maxHeaderSize) } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, messageKey: 'errors.requestTimeout' };
    default:
      return { status: 400, messageKey: 'errors.badRequest' };
  }
}

/**
 * Accept-Language as far as the refused request was read: `rawPacket`, the bytes being parsed when
 * the parser gave up (Fastify's types call it an object; Node gives a Buffer). The header may come
 * after the part that overflowed, or in bytes read before, and then the default language answers.
 */
function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const head = rawPacket.subarray(0, LANGUAGE_SEARCH_BYTES).toString('latin1');
  return ACCEPT_LANGUAGE.exec(head)?.[1]?.trim();
}

/** Whether an answer to an earlier request on this connection has begun: nothing may be written between. */
function answerInProgress(socket: Socket): boolean {
  // Node's own default makes the same check on the same field.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return current?.headersSent === true;
}

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser refuses before Fastify sees it
 * (an address and headers over `maxHeaderSize`, 431; a request not sent in time, 408; anything it
 * cannot parse, 400) gets the envelope of docs/api.md §1 as every API answer does, in the caller's
 * language when its Accept-Language was read (zh-Hans otherwise), with the API answers' security
 * headers, and the connection is closed. Node's and Fastify's defaults answered a bare text.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A connection the client reset has nobody left to answer; the parser may report a refused
  // connection more than once, and it is answered once.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const { status, messageKey, params } = refusalOf(error);
  // No route and no hook runs for these, the request log's line included: this is their line.
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  if (!socket.writable || answerInProgress(socket)) {
    socket.destroy();
    return;
  }
  const language = resolveLanguage(acceptLanguageOf(error.rawPacket));
  const body = JSON.stringify(failure(ERROR_CODES.business, translate(language, messageKey, params)));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  // Ended, not destroyed: a connection closed while the client still sends would be reset, and a
  // reset can take the answer with it before the client reads it.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
}
