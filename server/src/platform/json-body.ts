import { ERROR_CODES } from '@workbench/contracts';
import { errorCodes, type FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { largeJsonParser } from './large-json/large-json-parser';
import { WorkerBusy, WorkerJobTimedOut, WorkerJobTooHeavy } from './worker-thread/worker-job-runner';

/**
 * Bodies of at least this many bytes are parsed in the JSON worker: uploads (a logo of 256 KiB is
 * 350 KB of base64), not the few kilobytes of an ordinary call, for which the hand-over would cost
 * more than it saves.
 */
export const PARSED_ELSEWHERE_BYTES = 256 * 1024;

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body is
 * "no body": calls whose body is "none" in docs/api.md may still carry a JSON content type. Large
 * bodies (uploads: a picture of 10 MiB is 13 MB of base64, a face sign-in may carry two) are parsed
 * in a worker thread (large-json/), so that reading them does not hold every other call up.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length >= PARSED_ELSEWHERE_BYTES) {
      largeJsonParser.parse(body).then(
        (parsed) => {
          if (parsed.outcome === 'parsed') done(null, parsed.value);
          else if (parsed.outcome === 'empty') done(null, undefined);
          else done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
        },
        (error: Error) => {
          // Too many large bodies at once, or one the worker could not read in time: try again later.
          const busy =
            error instanceof WorkerBusy || error instanceof WorkerJobTimedOut || error instanceof WorkerJobTooHeavy;
          done(busy ? new AppError(503, ERROR_CODES.business, 'errors.serverBusy') : error, undefined);
        },
      );
      return;
    }
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
