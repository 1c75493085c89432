import { z } from 'zod';
import { idSchema, instantSchema, nameSchema } from './admin/common';
import { CORE_LANGUAGES, type CoreLanguage } from './languages';
import { LIMITS } from './limits';
import { pagedRequestSchema } from './paging';
import { singleLineText } from './text-rules';

/**
 * Plant events (docs/spec.md §2 `/Eventcenter`, §4 type codes; docs/api.md §5 `event`): raised by
 * a machine, a line or a warehouse through an event source's key, over MQTT, or by a person in the
 * event centre. As in ISA-18.2, whether an event is still active at its source and whether a
 * person has acknowledged it are two separate facts: returning to normal acknowledges nothing, and
 * acknowledging clears nothing.
 */

/** docs/spec.md §4: 0 fire alarm, 1 severe, 2 warning, 3 message, 4 reminder. */
export const EVENT_TYPES = [0, 1, 2, 3, 4] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The most a raised event's body may hold; a larger one is refused before it is read. */
export const EVENT_BODY_MAX_BYTES = 64 * 1024;
export const EVENT_TEXT_MAX = 2_000;
export const EVENT_DETAILS_MAX = 50;

const eventLine = singleLineText().trim().min(1).max(500);
const eventMessage = z.string().trim().max(EVENT_TEXT_MAX);

/**
 * A title or message: one text for every language, or one per core language (at least one). Either
 * may name the event's details as `{{detail.Key}}`, filled in when it is shown.
 */
function perLanguage<T extends z.ZodType<string>>(text: T) {
  return z.union([
    text,
    z
      .object(
        Object.fromEntries(CORE_LANGUAGES.map((language) => [language, text.optional()])) as Record<
          CoreLanguage,
          z.ZodOptional<T>
        >,
      )
      .strict()
      .refine((texts) => Object.values(texts).some((value) => value !== undefined && value !== ''), {
        message: 'validation.required',
      }),
  ]);
}

export const eventDetailSchema = z.object({
  Key: singleLineText().trim().min(1).max(LIMITS.nameMax),
  Value: singleLineText().max(EVENT_TEXT_MAX),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** `event/ingest`'s body, and an MQTT message's (docs/api.md §5). */
export const ingestEventRequestSchema = z.object({
  /** Repeats of an open event with the same key are counted on it, never stored again. */
  eventKey: singleLineText().trim().min(1).max(200),
  type: z.union(EVENT_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<EventType>, ...z.ZodLiteral<EventType>[]]),
  category: singleLineText().trim().min(1).max(LIMITS.nameMax),
  title: perLanguage(eventLine),
  message: perLanguage(eventMessage).default(''),
  applicationId: idSchema.optional(),
  /** The sub-system's code under the application. */
  dbInstanceCode: singleLineText().trim().min(1).max(LIMITS.nameMax).optional(),
  /** The data-permission area's code under the sub-system. */
  dataPermissionCode: singleLineText().trim().min(1).max(LIMITS.nameMax).optional(),
  device: singleLineText().trim().max(LIMITS.nameMax).optional(),
  details: z.array(eventDetailSchema).max(EVENT_DETAILS_MAX).default([]),
  occurredAt: instantSchema.optional(),
  /** "normal": the open event of this key has returned to normal at its source. */
  state: z.enum(['active', 'normal']).default('active'),
});
export type IngestEventRequest = z.input<typeof ingestEventRequestSchema>;
export type IngestEvent = z.output<typeof ingestEventRequestSchema>;

export const ingestEventAnswerSchema = z.object({ id: z.string(), count: z.number().int().min(1) });
export type IngestEventAnswer = z.infer<typeof ingestEventAnswerSchema>;

/** Who did something to an event, and when. */
export const eventActSchema = z.object({
  userId: z.string().nullable(),
  userName: z.string(),
  at: z.string(),
  comment: z.string(),
});
export type EventAct = z.infer<typeof eventActSchema>;

/** An event as the event centre shows it, in the reader's language. */
export const plantEventSchema = z.object({
  id: z.string(),
  eventKey: z.string(),
  type: z.number().int().min(0).max(4),
  category: z.string(),
  title: z.string(),
  message: z.string(),
  applicationId: z.string().nullable(),
  dbInstanceId: z.string().nullable(),
  dataPermissionId: z.string().nullable(),
  device: z.string(),
  details: z.array(eventDetailSchema),
  /** The event source that raised it; empty when a person did. */
  sourceName: z.string(),
  firstOccurredAt: z.string(),
  lastOccurredAt: z.string(),
  count: z.number().int(),
  active: z.boolean(),
  returnedToNormalAt: z.string().nullable(),
  acknowledged: eventActSchema.nullable(),
  resolved: eventActSchema.nullable(),
  /** Who takes care of it. */
  assignee: z.object({ userId: z.string(), userName: z.string() }).nullable(),
  /** Shelved until then (its pop-ups and escalations held back), with the reason; null when not. */
  shelved: z.object({ until: z.string(), reason: z.string(), userName: z.string() }).nullable(),
});
export type PlantEvent = z.infer<typeof plantEventSchema>;

export const EVENT_TIMELINE_KINDS = [
  'raised',
  'repeated',
  'returnedToNormal',
  'acknowledged',
  'resolved',
  'assigned',
  'commented',
  'shelved',
  'unshelved',
  /** Someone was told, by a pop-up or a channel; the comment names whom and how, with the outcome. */
  'notified',
  'escalated',
] as const;
export type EventTimelineKind = (typeof EVENT_TIMELINE_KINDS)[number];

export const eventTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(EVENT_TIMELINE_KINDS),
  userName: z.string(),
  comment: z.string(),
});
export type EventTimelineEntry = z.infer<typeof eventTimelineEntrySchema>;

/** `GET event/get?id=`: the event with its timeline, oldest first. */
export const plantEventDetailSchema = plantEventSchema.extend({ timeline: z.array(eventTimelineEntrySchema) });
export type PlantEventDetail = z.infer<typeof plantEventDetailSchema>;

const yesNo = z.boolean().optional();

/** `event/queryPageList`: filters, unacknowledged first, then the latest occurrence first. */
export const eventPageRequestSchema = pagedRequestSchema.extend({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  types: z.array(z.number().int().min(0).max(4)).max(EVENT_TYPES.length).optional(),
  active: yesNo,
  acknowledged: yesNo,
  resolved: yesNo,
  applicationId: idSchema.optional(),
  dbInstanceId: idSchema.optional(),
  dataPermissionId: idSchema.optional(),
  filter: singleLineText().trim().max(LIMITS.nameMax).default(''),
});
export type EventPageRequest = z.input<typeof eventPageRequestSchema>;

/** `event/export`: the list's filters (queryPageList's body without its paging), as an .xlsx download task. */
export const eventExportRequestSchema = eventPageRequestSchema.omit({
  maxResultCount: true,
  skipCount: true,
  sorting: true,
});
export type EventExportRequest = z.input<typeof eventExportRequestSchema>;

/**
 * How far the list counts each type. A plant's year holds a million events; counting all of a
 * wide filter's would cost every call far more than the page itself, and nobody reads "312,457"
 * differently from "more than 10,000". A count above the cap reads `EVENT_COUNT_CAP + 1`.
 */
export const EVENT_COUNT_CAP = 10_000;

export const eventPageAnswerSchema = z.object({
  items: z.array(plantEventSchema),
  /** The sum of `countsByType`: exact while no type passed the cap. */
  totalCount: z.number().int(),
  /** The filtered events per type, all pages together: index = type; `EVENT_COUNT_CAP + 1` means more than the cap. */
  countsByType: z.array(z.number().int()).length(EVENT_TYPES.length),
});
export type EventPageAnswer = z.infer<typeof eventPageAnswerSchema>;

/** `event/acknowledge` and `event/resolve`. */
export const eventActRequestSchema = z.object({
  ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax),
  comment: z.string().trim().max(EVENT_TEXT_MAX).default(''),
});
export type EventActRequest = z.input<typeof eventActRequestSchema>;

export const eventActAnswerSchema = z.object({ changed: z.number().int().min(0) });

/** `event/assign`: the events' assignee, a user; null takes the assignment back. */
export const eventAssignRequestSchema = z.object({
  ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax),
  userId: idSchema.nullable(),
});
export type EventAssignRequest = z.infer<typeof eventAssignRequestSchema>;

/** `event/comment`. */
export const eventCommentRequestSchema = z.object({
  id: idSchema,
  comment: z.string().trim().min(1).max(EVENT_TEXT_MAX),
});
export type EventCommentRequest = z.infer<typeof eventCommentRequestSchema>;

/** The longest an event may be shelved: a week; a longer silence is a resolved event. */
export const EVENT_SHELVE_HOURS_MAX = 168;

/** `event/shelve`: for N hours, with a reason (ISA-18.2 asks for one). */
export const eventShelveRequestSchema = z.object({
  ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax),
  hours: z.number().int().min(1).max(EVENT_SHELVE_HOURS_MAX),
  reason: z.string().trim().min(1).max(EVENT_TEXT_MAX),
});
export type EventShelveRequest = z.infer<typeof eventShelveRequestSchema>;

/** `event/unshelve`. */
export const eventIdsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax) });
export type EventIdsRequest = z.infer<typeof eventIdsRequestSchema>;
export type EventActAnswer = z.infer<typeof eventActAnswerSchema>;

/** An event source (docs/api.md §5 `eventSource`): a machine or system raising events with a key of its own. */
export const createEventSourceRequestSchema = z.object({
  name: nameSchema,
  /** The applications its events may name; at least one. */
  applicationIds: z.array(idSchema).min(1).max(LIMITS.pageSizeMax),
});
export type CreateEventSourceRequest = z.infer<typeof createEventSourceRequestSchema>;

/** `eventSource/create`'s answer: the key is shown this once and stored only as a hash. */
export const createdEventSourceSchema = z.object({ id: z.string(), apiKey: z.string() });
export type CreatedEventSource = z.infer<typeof createdEventSourceSchema>;

export const eventSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  applicationIds: z.array(z.string()),
  /** The key's first characters, to tell keys apart; never the key. */
  keyPrefix: z.string(),
  creationTime: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type EventSource = z.infer<typeof eventSourceSchema>;
