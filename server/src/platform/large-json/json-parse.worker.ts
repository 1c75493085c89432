import { parentPort } from 'node:worker_threads';
import secureJsonParse from 'secure-json-parse';
import { runBelowEventLoop } from '../worker-thread/thread-priority';
import type { JsonParseReply, JsonParseRequest } from './json-parse-protocol';

/**
 * The JSON worker thread (started by large-json-parser.ts): reads large request bodies (uploads of
 * up to 10 MiB in base64, two of them for a face sign-in) as Fastify's own parser would, with
 * prototype poisoning refused, so that tens of milliseconds of decoding and parsing hold up this
 * thread only, never the server's event loop. In the built server it is its own bundle,
 * dist/json-parse.worker.js (scripts/build.mjs).
 */
const port = parentPort;
if (!port) throw new Error('json-parse.worker runs as a worker thread only');
// Heavy work yields the CPU to the event loop that every other request waits on.
runBelowEventLoop();

// As Fastify reads a body as text: malformed UTF-8 becomes U+FFFD and the JSON parser judges it.
const utf8 = new TextDecoder('utf-8');
const POISONING = { protoAction: 'error', constructorAction: 'error' } as const;

function parse({ id, bytes }: JsonParseRequest): JsonParseReply {
  const text = utf8.decode(bytes);
  if (text.trim() === '') return { id, outcome: 'empty' };
  try {
    return { id, outcome: 'parsed', value: secureJsonParse.parse(text, undefined, POISONING) };
  } catch {
    return { id, outcome: 'invalid' };
  }
}

port.postMessage({ outcome: 'ready' } satisfies JsonParseReply);
port.on('message', (request: JsonParseRequest) => port.postMessage(parse(request)));
