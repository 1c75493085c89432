import { z } from 'zod';
import { adminPageRequestSchema, idSchema, instantSchema, nameSchema } from './admin/common';
import { EVENT_DETAILS_MAX, EVENT_TYPES, eventDetailSchema } from './events';
import { CORE_LANGUAGES, type CoreLanguage } from './languages';
import { LIMITS } from './limits';
import { clockTimeSchema } from './push-settings';
import { DEFAULT_NOTIFICATION_POSITION, FRAMED_NOTIFICATION_SIZE, NOTIFICATION_SHOW_TYPES } from './realtime';
import { multiLineText, singleLineText } from './text-rules';

/**
 * Event strategies (docs/spec.md §2 `/PolicyIntegration`, docs/api.md §5 `eventStrategy`,
 * docs/adr/0023-event-strategies.md): which raised events a strategy takes (type, category,
 * application, sub-system, area, device, shift and weekday in the plant's time zone), whom it
 * tells and how (a pop-up to users or roles, messages through the integrations' channels to a
 * contact group), whom it tells next while nobody acknowledges (escalation steps), and how often
 * at most (a throttle per event key).
 */

export const EVENT_STRATEGY_LIMITS = {
  /** Values per match list (types, categories, applications, …). */
  matchValuesMax: 100,
  timeWindowsMax: 14,
  messagesMax: 10,
  recipientsMax: 200,
  escalationStepsMax: 5,
  /** The longest wait of an escalation step and the longest throttle: a day. */
  minutesMax: 1_440,
  templateTitleMax: 256,
  templateTextMax: 2_000,
} as const;

/**
 * A shift: on these weekdays (ISO: 1 Monday … 7 Sunday) from `from` until `to`, in the plant's
 * time zone. A `to` at or before `from` runs past midnight (a night shift from 22:00 to 06:00
 * belongs to the weekday it starts on).
 */
export const strategyTimeWindowSchema = z.object({
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: clockTimeSchema,
  to: clockTimeSchema,
});
export type StrategyTimeWindow = z.infer<typeof strategyTimeWindowSchema>;

const values = <T extends z.ZodType>(item: T) => z.array(item).max(EVENT_STRATEGY_LIMITS.matchValuesMax).default([]);
const matchText = singleLineText().trim().min(1).max(LIMITS.nameMax);

/** What a strategy takes; an empty list takes any value, and every list that is given must hold. */
export const strategyMatchSchema = z.object({
  types: values(
    z
      .number()
      .int()
      .min(0)
      .max(EVENT_TYPES.length - 1),
  ),
  categories: values(matchText),
  applicationIds: values(idSchema),
  dbInstanceIds: values(idSchema),
  dataPermissionIds: values(idSchema),
  devices: values(matchText),
  /** Any of these windows; none: at any time. */
  timeWindows: z.array(strategyTimeWindowSchema).max(EVENT_STRATEGY_LIMITS.timeWindowsMax).default([]),
});
export type StrategyMatch = z.infer<typeof strategyMatchSchema>;
export type StrategyMatchInput = z.input<typeof strategyMatchSchema>;

/**
 * A message's words in one language. Both may name `{{title}}`, `{{message}}`, `{{category}}`,
 * `{{device}}`, `{{eventKey}}`, `{{count}}`, `{{type}}` and the event's details as
 * `{{detail.Key}}`; an empty title or text is the event's own.
 */
export const strategyTemplateSchema = z.object({
  title: singleLineText().trim().max(EVENT_STRATEGY_LIMITS.templateTitleMax).default(''),
  text: multiLineText().trim().max(EVENT_STRATEGY_LIMITS.templateTextMax).default(''),
});
export type StrategyTemplate = z.infer<typeof strategyTemplateSchema>;

/** A template per core language; a language without one takes English's, else the event's own words. */
export const strategyTemplatesSchema = z
  .object(
    Object.fromEntries(CORE_LANGUAGES.map((language) => [language, strategyTemplateSchema.optional()])) as Record<
      CoreLanguage,
      z.ZodOptional<typeof strategyTemplateSchema>
    >,
  )
  .strict()
  .default({});
export type StrategyTemplates = z.infer<typeof strategyTemplatesSchema>;

const recipients = z.array(idSchema).max(EVENT_STRATEGY_LIMITS.recipientsMax).default([]);

/** A colour the portal puts into a pop-up's header: #rgb[a], #rrggbb[aa], a colour name or rgb()/rgba(). */
export const HEADER_COLOUR_PATTERN =
  /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20}|rgba?\([0-9.,%\s]{5,40}\))$/i;

/**
 * A pop-up (docs/spec.md §2 and §9): to the users and the members of the roles, at the position,
 * as a text card (1), with a coloured header (2) or as a framed page of `link` (any other show
 * type), for `duration` seconds (-1 until closed; absent: the type's default).
 */
export const strategyPopUpSchema = z.object({
  userIds: recipients,
  roleIds: recipients,
  position: z.number().int().min(1).max(5).default(DEFAULT_NOTIFICATION_POSITION),
  showType: z.number().int().min(0).max(99).default(NOTIFICATION_SHOW_TYPES.card),
  duration: z.number().int().min(-1).max(86_400).nullish(),
  headerBgColor: singleLineText().trim().max(32).default(''),
  link: singleLineText().trim().max(2048).default(''),
  linkName: singleLineText().trim().max(LIMITS.nameMax).default(''),
  width: z.number().int().min(1).max(FRAMED_NOTIFICATION_SIZE.maxWidth).nullish(),
  height: z.number().int().min(1).max(FRAMED_NOTIFICATION_SIZE.maxHeight).nullish(),
  templates: strategyTemplatesSchema,
});
export type StrategyPopUp = z.infer<typeof strategyPopUpSchema>;

/** A message through an integration channel (e-mail, robot, plug-in) to a contact group of the address book. */
export const strategyMessageSchema = z.object({
  channelId: idSchema,
  group: singleLineText().trim().min(1).max(LIMITS.nameMax),
  templates: strategyTemplatesSchema,
});
export type StrategyMessage = z.infer<typeof strategyMessageSchema>;

/** What a strategy (or one of its escalation steps) sends: a pop-up, messages, or both. */
const sendsShape = {
  popUp: strategyPopUpSchema.nullable().default(null),
  messages: z.array(strategyMessageSchema).max(EVENT_STRATEGY_LIMITS.messagesMax).default([]),
};

/** Sent when the event is still unacknowledged `afterMinutes` after the strategy first told of it. */
export const strategyEscalationStepSchema = z.object({
  afterMinutes: z.number().int().min(1).max(EVENT_STRATEGY_LIMITS.minutesMax),
  ...sendsShape,
});
export type StrategyEscalationStep = z.infer<typeof strategyEscalationStepSchema>;

export const eventStrategyFieldsSchema = z.object({
  name: nameSchema,
  enabled: z.boolean().default(true),
  match: strategyMatchSchema.default({
    types: [],
    categories: [],
    applicationIds: [],
    dbInstanceIds: [],
    dataPermissionIds: [],
    devices: [],
    timeWindows: [],
  }),
  ...sendsShape,
  escalation: z.array(strategyEscalationStepSchema).max(EVENT_STRATEGY_LIMITS.escalationStepsMax).default([]),
  /** At most one message per event key per this many minutes (0: every raise and repeat). */
  throttleMinutes: z.number().int().min(0).max(EVENT_STRATEGY_LIMITS.minutesMax).default(0),
  /** When this strategy takes an event, the strategies after it do not. */
  stopFurther: z.boolean().default(false),
});

/** `eventStrategy/create`: a new strategy goes last in the order. */
export const createEventStrategyRequestSchema = eventStrategyFieldsSchema;
export type CreateEventStrategyRequest = z.input<typeof createEventStrategyRequestSchema>;
export type EventStrategyFields = z.output<typeof eventStrategyFieldsSchema>;

export const editEventStrategyRequestSchema = eventStrategyFieldsSchema.extend({ id: idSchema });
export type EditEventStrategyRequest = z.input<typeof editEventStrategyRequestSchema>;

export const eventStrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Its place in the order, from 1. */
  order: z.number().int(),
  match: strategyMatchSchema,
  popUp: strategyPopUpSchema.nullable(),
  messages: z.array(strategyMessageSchema),
  escalation: z.array(strategyEscalationStepSchema),
  throttleMinutes: z.number().int(),
  stopFurther: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type EventStrategy = z.infer<typeof eventStrategySchema>;

export const EVENT_STRATEGY_SORT_FIELDS = ['order', 'name'] as const;

/** `eventStrategy/queryPageList`: in their order unless sorted otherwise; `filter` matches the name. */
export const eventStrategyPageRequestSchema = adminPageRequestSchema(EVENT_STRATEGY_SORT_FIELDS).extend({
  enabled: z.boolean().optional(),
});
export type EventStrategyPageRequest = z.infer<typeof eventStrategyPageRequestSchema>;

/** `eventStrategy/enable`, `/disable`: all or none. */
export const eventStrategyIdsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax) });
export type EventStrategyIdsRequest = z.infer<typeof eventStrategyIdsRequestSchema>;
export const eventStrategyChangedSchema = z.object({ changed: z.number().int().min(0) });

/** `eventStrategy/move`: the strategy to this place in the order (from 1; past the end: last). */
export const moveEventStrategyRequestSchema = z.object({
  id: idSchema,
  order: z.number().int().min(1).max(100_000),
});
export type MoveEventStrategyRequest = z.infer<typeof moveEventStrategyRequestSchema>;

/** `eventStrategy/try`'s sample: an event as if raised, by ids of application, sub-system and area. */
export const sampleEventSchema = z.object({
  eventKey: singleLineText().trim().min(1).max(200).default('sample'),
  type: z
    .number()
    .int()
    .min(0)
    .max(EVENT_TYPES.length - 1),
  category: singleLineText().trim().min(1).max(LIMITS.nameMax),
  title: singleLineText().trim().min(1).max(500),
  message: multiLineText().trim().max(2_000).default(''),
  applicationId: idSchema.nullish(),
  dbInstanceId: idSchema.nullish(),
  dataPermissionId: idSchema.nullish(),
  device: singleLineText().trim().max(LIMITS.nameMax).default(''),
  details: z.array(eventDetailSchema).max(EVENT_DETAILS_MAX).default([]),
  /** When it happens (the time windows read it); absent: now. */
  occurredAt: instantSchema.optional(),
});
export type SampleEvent = z.infer<typeof sampleEventSchema>;

export const tryEventStrategiesRequestSchema = z.object({
  event: sampleEventSchema,
  /** Only these strategies (the editor's unsaved one is saved first); absent: every enabled one. */
  strategyIds: z.array(idSchema).max(LIMITS.pageSizeMax).optional(),
});
export type TryEventStrategiesRequest = z.input<typeof tryEventStrategiesRequestSchema>;

/** Why a strategy does not take the sample: the first condition that fails. */
export const STRATEGY_MISMATCHES = [
  'disabled',
  'type',
  'category',
  'application',
  'dbInstance',
  'dataPermission',
  'device',
  'timeWindow',
] as const;
export type StrategyMismatch = (typeof STRATEGY_MISMATCHES)[number];

const personSchema = z.object({ id: z.string(), name: z.string() });

/** One thing a strategy would send, in the caller's language for the words. */
export const strategySendingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('popUp'),
    /** Each user once, whether listed or a member of a listed role. */
    users: z.array(personSchema),
    roles: z.array(personSchema),
    position: z.number().int(),
    showType: z.number().int(),
    title: z.string(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('message'),
    channel: z.object({ id: z.string(), name: z.string(), kind: z.string() }).nullable(),
    group: z.string(),
    /** The group's contacts. */
    contacts: z.number().int(),
    /** The words per language the group reads. */
    texts: z.array(z.object({ language: z.string(), title: z.string(), text: z.string() })),
    /** Why it would not be sent (a channel missing or disabled, an empty group); null when it would. */
    problem: z.string().nullable(),
  }),
]);
export type StrategySending = z.infer<typeof strategySendingSchema>;

export const tryEventStrategiesAnswerSchema = z.object({
  /** The moment the time windows were read at. */
  at: z.string(),
  timeZone: z.string(),
  matched: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      order: z.number().int(),
      sends: z.array(strategySendingSchema),
      escalation: z.array(z.object({ afterMinutes: z.number().int(), sends: z.array(strategySendingSchema) })),
      throttleMinutes: z.number().int(),
      stopFurther: z.boolean(),
    }),
  ),
  /** The strategies that do not take it, and why; those after a `stopFurther` match as `skipped`. */
  notMatched: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      order: z.number().int(),
      reason: z.enum([...STRATEGY_MISMATCHES, 'skipped']),
    }),
  ),
});
export type TryEventStrategiesAnswer = z.infer<typeof tryEventStrategiesAnswerSchema>;
