import { z } from 'zod';
import { idSchema } from './admin/common';
import { EVENT_TYPES, type EventType } from './events';
import { LIMITS } from './limits';
import { PERMISSIONS } from './permissions';

/**
 * Message push settings (docs/spec.md §2 `/msgPushSetting`, docs/api.md §5 `msgPushSetting`): for
 * each user, which event types and which applications reach them by which way, quiet hours in the
 * plant's time, and whether pop-ups sound. A user who saved nothing has the administrators'
 * defaults. docs/adr/0024-push-settings.md records the rules.
 */

/** The ways an event reaches a person: a pop-up on their screens, an e-mail, a robot (chat) message. */
export const PUSH_WAYS = ['popUp', 'email', 'robot'] as const;
export type PushWay = (typeof PUSH_WAYS)[number];

/** The fire alarm: always a pop-up with its sound, whatever a setting says (issue 26, point 5). */
export const FIRE_ALARM_TYPE: EventType = 0;

/** A clock time of the plant's day, "HH:mm" (00:00 to 23:59). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.clockTime' });

const eventTypeSchema = z.union(
  EVENT_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<EventType>, ...z.ZodLiteral<EventType>[]],
);

/** One event type's row of the matrix: by which ways that type reaches the user. */
export const pushTypeWaysSchema = z.object({
  type: eventTypeSchema,
  popUp: z.boolean(),
  email: z.boolean(),
  robot: z.boolean(),
});
export type PushTypeWays = z.infer<typeof pushTypeWaysSchema>;

/**
 * Quiet hours, in the plant's time zone: from `from` up to (not including) `to`; `from` later than
 * `to` runs across midnight (22:00–06:00). During them events other than fire alarms still pop up,
 * silently, and send no e-mail or robot message.
 */
export const quietHoursSchema = z
  .object({ enabled: z.boolean(), from: clockTimeSchema, to: clockTimeSchema })
  .refine((quiet) => quiet.from !== quiet.to, { message: 'validation.quietHoursEmpty', path: ['to'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** A user's push setting, and the administrators' defaults: the same shape. */
export const pushSettingSchema = z
  .object({
    /** One row per event type, each type exactly once. */
    types: z.array(pushTypeWaysSchema).length(EVENT_TYPES.length),
    /** Every application's events, or only those of `applicationIds` (fire alarms come from any). */
    allApplications: z.boolean(),
    applicationIds: z.array(idSchema).max(LIMITS.pageSizeMax),
    quietHours: quietHoursSchema,
    /** Whether pop-ups play their sound (a fire alarm always does). */
    sound: z.boolean(),
  })
  .superRefine((setting, context) => {
    const seen = new Set<number>();
    setting.types.forEach((row, index) => {
      if (seen.has(row.type)) {
        context.addIssue({ code: 'custom', message: 'validation.pushTypeTwice', path: ['types', index, 'type'] });
      }
      seen.add(row.type);
    });
    if (!setting.allApplications && setting.applicationIds.length === 0) {
      context.addIssue({ code: 'custom', message: 'validation.pushApplicationsNone', path: ['applicationIds'] });
    }
  });
export type PushSetting = z.infer<typeof pushSettingSchema>;

/**
 * What an installation starts with before an administrator sets defaults: fire alarms by every
 * way, severe events by pop-up and e-mail, the rest by pop-up; every application; quiet hours
 * 22:00–06:00 offered but off; sound on.
 */
export const BUILT_IN_PUSH_SETTING: PushSetting = {
  types: [
    { type: 0, popUp: true, email: true, robot: true },
    { type: 1, popUp: true, email: true, robot: false },
    { type: 2, popUp: true, email: false, robot: false },
    { type: 3, popUp: true, email: false, robot: false },
    { type: 4, popUp: true, email: false, robot: false },
  ],
  allApplications: true,
  applicationIds: [],
  quietHours: { enabled: false, from: '22:00', to: '06:00' },
  sound: true,
};

/** `msgPushSetting/get`, `/save` and `/reset`: the caller's setting and where it comes from. */
export const pushSettingAnswerSchema = z.object({
  setting: pushSettingSchema,
  /** True while the user has saved nothing of their own (or reset it): the defaults apply. */
  isDefault: z.boolean(),
  /** The plant's time zone, in which quiet hours are read. */
  timeZone: z.string(),
  updatedAt: z.string().nullable(),
});
export type PushSettingAnswer = z.infer<typeof pushSettingAnswerSchema>;

/** `msgPushSetting/getDefaults` and `/saveDefaults`: the administrators' defaults. */
export const pushSettingDefaultsAnswerSchema = z.object({
  setting: pushSettingSchema,
  timeZone: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string(),
});
export type PushSettingDefaultsAnswer = z.infer<typeof pushSettingDefaultsAnswerSchema>;

/** Who may change the defaults: those who decide how events reach people (docs/spec.md §2). */
export const PUSH_DEFAULTS_PERMISSION = PERMISSIONS.eventStrategy;

/** How one event reaches one user. */
export interface EffectivePushWays {
  popUp: boolean;
  /** Whether the pop-up plays its sound; never without a pop-up. */
  sound: boolean;
  email: boolean;
  robot: boolean;
}

export const NO_PUSH_WAYS: Readonly<EffectivePushWays> = Object.freeze({
  popUp: false,
  sound: false,
  email: false,
  robot: false,
});

/** The event as the push rules look at it. */
export interface PushedEvent {
  type: EventType;
  applicationId: string | null;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes after midnight of `at` on the clocks of the time zone. */
export function minutesOfDayIn(at: Date, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether the minute of the plant's day lies in the quiet hours: [from, to), across midnight when from > to. */
export function inQuietHours(quiet: QuietHours, minuteOfDay: number): boolean {
  if (!quiet.enabled) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/**
 * How one event reaches a user with this setting at a time, in the plant's time zone:
 * - a fire alarm (type 0) always pops up with its sound; its e-mail and robot message follow the
 *   setting's fire-alarm row, and neither the applications chosen nor quiet hours hold them back;
 * - any other event reaches the user only if it is of a chosen application (or all are chosen),
 *   by the ways of its type's row, the pop-up sounding only when sound is on;
 * - during quiet hours such an event still pops up, silently, and sends no e-mail or robot message.
 */
export function effectivePushWays(
  setting: PushSetting,
  event: PushedEvent,
  when: { at: Date; timeZone: string } | { minuteOfDay: number },
): EffectivePushWays {
  const row = setting.types.find((candidate) => candidate.type === event.type);
  if (event.type === FIRE_ALARM_TYPE) {
    return { popUp: true, sound: true, email: row?.email ?? false, robot: row?.robot ?? false };
  }
  if (!row) return { ...NO_PUSH_WAYS };
  const applicationChosen =
    setting.allApplications || (event.applicationId !== null && setting.applicationIds.includes(event.applicationId));
  if (!applicationChosen) return { ...NO_PUSH_WAYS };
  const minuteOfDay = 'minuteOfDay' in when ? when.minuteOfDay : minutesOfDayIn(when.at, when.timeZone);
  const quiet = inQuietHours(setting.quietHours, minuteOfDay);
  return {
    popUp: row.popUp,
    sound: row.popUp && setting.sound && !quiet,
    email: row.email && !quiet,
    robot: row.robot && !quiet,
  };
}
