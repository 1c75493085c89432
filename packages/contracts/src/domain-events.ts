import { z } from 'zod';
import { NOTICE_PRIORITIES } from './admin/notices';
import { notificationMessageSchema } from './realtime';

/**
 * The change events the service's instances tell each other after a change is committed (the
 * change-event spine of server/src/platform/events). Every instance receives every event, its
 * own included, exactly once; read caches drop what an event makes stale and the hubs deliver
 * what it carries to the connections each instance holds. The events travel between instances
 * as JSON, so each is a schema here and a receiver checks what arrives before acting on it.
 */

/** Why a sign-on session ended; the screens of the session show a message that says so. */
export const SESSION_END_REASONS = [
  'signedInElsewhere',
  'signedOut',
  'refreshTokenReused',
  'passwordChanged',
  'passwordReset',
  'disabled',
  'deleted',
] as const;
export const sessionEndReasonSchema = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof sessionEndReasonSchema>;

const ids = z.array(z.string().min(1).max(64)).max(100_000);

/** Which hub connections a delivery is for (mirrors the hubs' groups). */
export const eventAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('users'), userIds: ids }),
  z.object({ kind: z.literal('roles'), roleIds: ids }),
  z.object({ kind: z.literal('sessions'), sessionIds: ids }),
]);
export type EventAudience = z.infer<typeof eventAudienceSchema>;

export const domainEventSchema = z.discriminatedUnion('type', [
  /** Sessions that ended: caches drop them, their screens are told and their hub connections closed. */
  z.object({
    type: z.literal('session.ended'),
    sessions: z.array(z.object({ userId: z.string(), sessionId: z.string() })).max(100_000),
    reason: sessionEndReasonSchema,
  }),
  /** Accounts whose name, flags, roles, warehouses or password changed (or that were deleted). */
  z.object({ type: z.literal('accounts.changed'), userIds: ids }),
  /** Roles, grants, applications, tags, sub-systems, data permissions or menus changed. */
  z.object({ type: z.literal('catalogue.changed') }),
  /** A user's favourites or default display changed. */
  z.object({ type: z.literal('favourites.changed'), userId: z.string() }),
  /** A notification was raised: each connection of the audience pops it up in its language. */
  z.object({
    type: z.literal('notification.raised'),
    notificationId: z.string(),
    audience: eventAudienceSchema,
    /** The message in each language; `fallback` names the one for any other language. */
    messages: z.record(z.string(), notificationMessageSchema),
    fallback: z.string(),
  }),
  /** A user closed a notification; it no longer reaches any of their screens. */
  z.object({ type: z.literal('notification.removed'), notificationId: z.string(), userId: z.string() }),
  /** A user's export tasks changed; their download lists are sent again. */
  z.object({ type: z.literal('downloadTask.changed'), userId: z.string() }),
  /**
   * An announcement was published (by hand or at its publish time): each connection of its
   * audience, resolved to user ids (or everyone) when it was published, is told its id and priority;
   * an urgent one also its title and sanitised text in each portal language (`shownByLanguage`).
   */
  z.object({
    type: z.literal('notice.published'),
    noticeId: z.string(),
    priority: z.enum(NOTICE_PRIORITIES),
    audience: eventAudienceSchema,
    shownByLanguage: z
      .record(z.string(), z.object({ title: z.string(), html: z.string(), publishedAt: z.string() }))
      .optional(),
  }),
  /** The portal's settings or localization texts changed. */
  z.object({ type: z.literal('settings.changed') }),
  /** Messages were stored in the integrations' outbox: every instance's delivery worker looks now. */
  z.object({ type: z.literal('outbox.queued') }),
  /**
   * A job changed or one of its runs started or ended: the job pages are told (`JobChanged`), and
   * every instance's scheduler looks at once for what became due (a job created, edited, run now).
   */
  z.object({ type: z.literal('job.changed'), jobId: z.string() }),
  /** Plant events raised, repeated, returned to normal, acknowledged or resolved: the event centres read them again. */
  z.object({ type: z.literal('events.changed'), eventIds: ids }),
  /**
   * A plant event was raised (`created`) or repeated, its count now `count`: the event strategies
   * tell whom they name, once across the instances (docs/adr/0023-event-strategies.md).
   */
  z.object({
    type: z.literal('event.raised'),
    eventId: z.string(),
    count: z.number().int().min(1),
    created: z.boolean(),
  }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
