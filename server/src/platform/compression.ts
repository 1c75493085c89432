import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { RecentCompressions } from './recent-compressions';

/** Answers smaller than this are sent as they are: they fit in a packet or two anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size (in characters, for text) are compressed at once (a menu tree takes tens
 * of microseconds); larger ones (the API document, the reference page's script) on libuv's thread pool, so that one large
 * answer does not hold up every other call.
 */
const INLINE_LIMIT_BYTES = 64 * 1024;

/** Per encoding: a few hundred answers, a few MiB at most (docs/adr/0012-compression-on-the-wire.md). */
const RECENT_ANSWERS = 256;
const RECENT_BYTES = 4 * 1024 * 1024;

/**
 * Fast settings, as the answers are compressed on every call. On a menu-sized answer (5 KiB of JSON)
 * gzip level 6 costs about 60 % of brotli quality 4's time for about 4 % more bytes, so gzip is
 * preferred; brotli serves clients that accept it but not gzip.
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 4;

type Encoding = 'gzip' | 'br';

/** In order of preference when the client accepts several equally. */
const ENCODINGS: readonly Encoding[] = ['gzip', 'br'];

/**
 * Text worth compressing: JSON (the envelope, the API document), HTML (handbooks, the reference
 * page), JavaScript, CSS, SVG and XML. Not event streams, which must reach the client event by
 * event, nor images, workbooks and other files that are compressed already.
 */
const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:[\w.-]+\+)?json|application\/(?:javascript|ecmascript|xml)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml|[\w-]+\/[\w.-]+\+xml)\s*(?:;|$)/i;

/**
 * The encoding to answer in for an Accept-Encoding header: the one with the highest weight, ties
 * broken by ENCODINGS' order; `*` stands for any encoding not named; weight 0 refuses.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // Every browser of a plant sends the same header on every call: remember the last one's answer.
  if (acceptEncoding === lastChoice.header) return lastChoice.encoding;
  const encoding = weighEncodings(acceptEncoding);
  lastChoice = { header: acceptEncoding, encoding };
  return encoding;
}

let lastChoice: { header: string; encoding: Encoding | undefined } = { header: '', encoding: undefined };

function weighEncodings(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let chosen: Encoding | undefined;
  let best = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > best) {
      chosen = encoding;
      best = weight;
    }
  }
  return chosen;
}

const GZIP_OPTIONS = { level: GZIP_LEVEL };
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function compressInline(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'gzip' ? gzipSync(body, GZIP_OPTIONS) : brotliCompressSync(body, brotliOptions(body.length));
}

const recent: Record<Encoding, RecentCompressions> = {
  gzip: new RecentCompressions(RECENT_ANSWERS, RECENT_BYTES),
  br: new RecentCompressions(RECENT_ANSWERS, RECENT_BYTES),
};

/** A JSON answer compressed lately is not compressed again (the serialisers write strings). */
function compressText(encoding: Encoding, text: string): Buffer {
  const cached = recent[encoding].get(text);
  if (cached) return cached;
  const compressed = compressInline(encoding, Buffer.from(text));
  recent[encoding].set(text, compressed);
  return compressed;
}

function compressInPool(encoding: Encoding, body: Buffer, done: (error: Error | null, result: Buffer) => void) {
  if (encoding === 'gzip') gzipAsync(body, GZIP_OPTIONS, done);
  else brotliCompress(body, brotliOptions(body.byteLength), done);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
}

function byteLength(payload: string | Buffer): number {
  // A string's UTF-8 form is at least as long as the string: no need to measure a long one.
  if (typeof payload === 'string' && payload.length >= COMPRESSION_THRESHOLD_BYTES) return payload.length;
  return Buffer.byteLength(payload);
}

/** Whether the answer is one that this hook compresses for a client that asks. */
function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return false;
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses an answer held in memory, for a client that accepts gzip or brotli. Answers streamed
 * from disk (the portal's files, whose copies the build precompressed) and hub sockets pass by
 * untouched; so do small answers and ones that are not text.
 */
const compressAnswer: onSendHookHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) => {
  if (!isCompressible(reply, payload)) return done(null, payload);
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  if (payload.length <= INLINE_LIMIT_BYTES) {
    reply.header('content-encoding', encoding);
    return done(
      null,
      typeof payload === 'string' ? compressText(encoding, payload) : compressInline(encoding, payload),
    );
  }
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  compressInPool(encoding, body, (error, compressed) => {
    if (error) return done(error);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  });
};

/**
 * Installs answer compression on every route added after it, as the route's own last onSend hook:
 * after every hook of an app or plugin scope (the reference page's CSP hook reads its HTML), so that
 * the bytes compressed are the bytes that would have been sent. Fastify sets the compressed length.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    route.onSend = hooks === undefined ? [compressAnswer] : [...[hooks].flat(), compressAnswer];
  });
}
