import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerJsonSchema, type JsonSchema, NotCompilable } from './answer-json-schema';
import { isEnvelopeSchema } from './envelope';
import { isSharedAnswer } from './shared-answers';

type Serialize = (data: unknown) => string;

/** How an answer schema is serialised: compiled from its JSON Schema, or by zod where that would differ. */
export type AnswerSerializer = { kind: 'compiled'; serialize: Serialize } | { kind: 'zod'; reason: string };

/**
 * Compiled once per schema object and shared by every app of the process (the envelope hands the
 * same enveloped schema to every app, so test apps do not compile again).
 */
const serializers = new WeakMap<z.ZodType, AnswerSerializer>();

function compile(jsonSchema: JsonSchema): Serialize {
  try {
    return fastJsonStringify(jsonSchema) as Serialize;
  } catch (error) {
    throw new NotCompilable(`fast-json-stringify cannot compile it: ${(error as Error).message}`);
  }
}

/** The serialiser of an answer schema: fast-json-stringify where it writes what zod's path writes. */
export function answerSerializerOf(schema: z.ZodType): AnswerSerializer {
  let known = serializers.get(schema);
  if (!known) {
    try {
      known = { kind: 'compiled', serialize: compile(answerJsonSchema(schema)) };
    } catch (error) {
      if (!(error instanceof NotCompilable)) throw error;
      known = { kind: 'zod', reason: error.message };
    }
    serializers.set(schema, known);
  }
  return known;
}

/** The zod path: encode (which checks the answer against its contract), then JSON.stringify. */
function encodeWithZod(schema: z.ZodType, data: unknown, method: string, url: string): string {
  const result = z.safeEncode(schema, data as never);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

export class AnswerSerializerMismatch extends Error {
  override name = 'AnswerSerializerMismatch';
}

export interface AnswerSerializerOptions {
  /**
   * Check every answer against its contract with zod as well, and that the compiled serialiser
   * writes the same JSON as zod's path (`CHECK_ANSWERS`, on under tests): a handler answering the wrong shape
   * fails its tests, and so does a schema the compiled serialiser would write differently.
   */
  checkAnswers: boolean;
  /** Told at debug level which answers are serialised by zod, and why. */
  log: FastifyBaseLogger;
}

/** A success envelope (envelope.ts) as handlers' answers arrive here. */
type Envelope = { code?: unknown; message?: unknown; data?: unknown };

/**
 * The serialiser of a success envelope writes a shared answer (shared-answers.ts) without a
 * message once, and sends the same text after that: the answer is frozen, and the envelope's
 * schema writes nothing but its code, message and data, so the JSON cannot change. Being the same
 * string every time, the text is also found among the recent compressions at once.
 */
function writingSharedAnswersOnce(schema: z.ZodType, serialize: Serialize): Serialize {
  if (!isEnvelopeSchema(schema)) return serialize;
  const texts = new WeakMap<object, string>();
  return (answer) => {
    const envelope = answer as Envelope | null;
    const data = envelope?.data;
    if (!isSharedAnswer(data) || envelope?.code !== 1 || envelope.message !== '') return serialize(answer);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(answer);
      texts.set(data, text);
    }
    return text;
  };
}

/**
 * Fastify's serializer compiler for the routes' zod answer schemas (already in the envelope).
 * In service an answer is written by a serialiser compiled from the contract's JSON Schema, without
 * running zod over it: zod's encoding and JSON.stringify of the menu tree cost a quarter of a busy
 * server's time. A schema whose bytes could differ that way (see answer-json-schema.ts) keeps zod.
 */
export function answerSerializerCompiler(options: AnswerSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const serializer = answerSerializerOf(schema);
    if (serializer.kind === 'zod') {
      options.log.debug({ method, url, httpStatus, reason: serializer.reason }, 'answer serialised by zod');
      return (data) => encodeWithZod(schema, data, method, url);
    }
    const { serialize } = serializer;
    if (!options.checkAnswers) return writingSharedAnswersOnce(schema, serialize);
    return (data) => {
      const expected = encodeWithZod(schema, data, method, url);
      const written = serialize(data);
      // The same JSON: fast-json-stringify writes required fields before optional ones, so only
      // the order of keys may differ.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new AnswerSerializerMismatch(
          `${method} ${url}: the compiled serialiser wrote ${written}, zod ${expected}`,
        );
      return written;
    };
  };
}
