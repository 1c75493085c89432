import { EVENT_BODY_MAX_BYTES, ingestEventRequestSchema } from '@workbench/contracts';
import secureJsonParse from 'secure-json-parse';
import { AppError } from '../../platform/errors';
import { MessageDropped, type MqttMessage } from '../../platform/mqtt/mqtt-subscriber';
import { validateAgainst } from '../../platform/validation';
import { type EventIngestContext, raiseEvent } from './event-ingest.service';
import { type EventSourceRow, findEventSourceByName } from './event-sources.repository';

/** How long the event source is taken as read: a revoked source stops raising within this long. */
const SOURCE_READ_AGAIN_MS = 5_000;

/** As Fastify reads an HTTP body: prototype poisoning refused like malformed JSON. */
const POISONING = { protoAction: 'error', constructorAction: 'error' } as const;

/** The body as JSON, or why not. */
function parsedBody(payload: Buffer): unknown {
  if (payload.length > EVENT_BODY_MAX_BYTES) throw new MessageDropped('tooLarge');
  try {
    return secureJsonParse.parse(payload.toString('utf8'), undefined, POISONING);
  } catch {
    throw new MessageDropped('notJson');
  }
}

/**
 * Raises the plant events that arrive over MQTT (docs/adr/0025-mqtt-event-ingest.md) as the event
 * source named `sourceName`: each message holds `event/ingest`'s body and goes through the same
 * check (validation.ts's `validateAgainst` with the same contract) and the same `raiseEvent`, so it
 * is limited to the source's applications and de-duplicated by its key like one sent over HTTP.
 * What the ingest would answer with a 4xx — not JSON, too large, an invalid body, an unknown
 * application, a source that is missing or revoked — is dropped (MessageDropped); anything else
 * (the database away) is thrown, and the message tried again.
 */
export function mqttEventIngest(ctx: EventIngestContext, sourceName: string): (message: MqttMessage) => Promise<void> {
  let known: { row: EventSourceRow; readAt: number } | undefined;

  async function source(): Promise<EventSourceRow> {
    if (!known || Date.now() - known.readAt > SOURCE_READ_AGAIN_MS) {
      const row = await findEventSourceByName(ctx.db, sourceName);
      // A missing source is not kept: the first message after it is created is raised.
      known = row ? { row, readAt: Date.now() } : undefined;
    }
    if (!known) throw new MessageDropped('events.unknownSource');
    if (known.row.revokedAt) throw new MessageDropped('events.sourceRevoked');
    return known.row;
  }

  return async (message) => {
    const checked = validateAgainst(ingestEventRequestSchema, parsedBody(message.payload));
    if ('problems' in checked) {
      throw new MessageDropped(
        'invalidBody',
        checked.problems.map((problem) => problem.field),
      );
    }
    const raiser = { kind: 'source' as const, source: await source() };
    try {
      await raiseEvent(ctx, raiser, checked.value);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        // A field's own rule ("events.unknownApplication") says more than "errors.validation".
        const reason = error.details[0]?.messageKey ?? error.messageKey;
        throw new MessageDropped(
          reason,
          error.details.map((problem) => problem.field),
        );
      }
      throw error;
    }
  };
}
