import {
  CORE_LANGUAGES,
  type CoreLanguage,
  type CreateNotificationInput,
  type EventType,
  LIMITS,
  type StrategyMessage,
  type StrategyPopUp,
  type StrategySending,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { translate } from '../../platform/messages';
import { findLiveAccounts } from '../access/account-records.service';
import { listLiveMemberIdsOfRoles, listLiveMembersOfRoles, listLiveUserIds } from '../access/accounts.service';
import { findKnownRoleIds, listAllRoleNames } from '../access/role-definitions.service';
import { eventOf } from '../events/event-answers';
import type { EventNotice, EventRow } from '../events/events.service';
import { queueMessageToContactGroup, reachOfContactGroup } from '../integrations/channels/group-messages.service';
import { raiseNotification } from '../notifications/notifications.service';
import { effectivePushWaysOf } from '../push-settings/push-settings.service';
import { type TemplateValues, wordsIn } from './strategy-matching';

/*
 * What a strategy (or one of its escalation steps) sends for an event: a pop-up through the
 * notifications, messages through the integrations' outbox. `sendFor` sends and answers the
 * timeline's entries; `previewOf` answers what would be sent, sending nothing (`try`).
 */

/** The event as a template reads it, in one language. */
export type ValuesOf = (language: CoreLanguage) => TemplateValues;

export function valuesOfEvent(event: EventRow): ValuesOf {
  return (language) => {
    const shown = eventOf(event, language);
    return {
      title: shown.title,
      message: shown.message,
      category: event.category,
      device: event.device,
      eventKey: event.eventKey,
      count: event.count,
      type: translate(language, `exports.value.eventType${event.type}`),
      details: event.details,
    };
  };
}

export interface Sends {
  popUp: StrategyPopUp | null;
  messages: readonly StrategyMessage[];
}

/** The pop-up as the notifications module raises it: the words in every core language. */
function notificationOf(
  popUp: StrategyPopUp,
  type: number,
  valuesIn: ValuesOf,
  target: { userIds: string[]; roleIds: string[] },
) {
  const texts = Object.fromEntries(
    CORE_LANGUAGES.map((language) => {
      const words = wordsIn(popUp.templates, language, valuesIn(language));
      // Cut to what a notification holds: a template filled with long values may be longer.
      const rows = words.text ? [{ key: '', value: words.text.slice(0, LIMITS.freeTextMax) }] : [];
      const title = words.title.slice(0, LIMITS.nameMax * 2);
      // A fire alarm's messages are what the Fire Alarm box lists.
      return [language, { title, msg: rows, notificationMsg: type === 0 ? rows : null }];
    }),
  );
  const input: CreateNotificationInput = {
    type,
    texts,
    position: popUp.position,
    showType: popUp.showType,
    duration: popUp.duration ?? null,
    headerBgColor: popUp.headerBgColor || null,
    link: popUp.link || null,
    linkName: popUp.linkName || null,
    width: popUp.width ?? null,
    height: popUp.height ?? null,
    target: { everyone: false, ...target },
  };
  return input;
}

/** The listed users who still have a live account and the listed roles that still exist. */
async function liveTargets(db: DbOrTx, popUp: StrategyPopUp) {
  const [userIds, roleIds] = await Promise.all([
    listLiveUserIds(db, popUp.userIds),
    findKnownRoleIds(db, popUp.roleIds).then((known) => popUp.roleIds.filter((id) => known.has(id))),
  ]);
  return { userIds, roleIds };
}

const problemKey = (messageKey: string): string => {
  switch (messageKey) {
    case 'integrations.notFound':
      return 'eventStrategies.timeline.channelMissing';
    case 'integrations.group.channelDisabled':
      return 'eventStrategies.timeline.channelDisabled';
    case 'integrations.group.empty':
      return 'eventStrategies.timeline.groupEmpty';
    case 'integrations.group.noEmail':
      return 'eventStrategies.timeline.groupUnreachable';
    default:
      return 'eventStrategies.timeline.messageFailed';
  }
};

export interface SendContext extends ChangeContext {
  now(): Date;
  /** The plant's time zone, in which the users' quiet hours are read. */
  timeZone: string;
}

/** How many users one pop-up names at most (the notification contract's limit). */
const POP_UP_USERS_MAX = 1000;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Who of a pop-up's users and role members get it: each as their message push settings say for
 * this event (a fire alarm always pops up). The roles are read now, so the settings of each of
 * their members count, not the role's.
 */
async function popUpReaders(
  ctx: SendContext,
  target: { userIds: string[]; roleIds: string[] },
  event: EventRow,
  at: Date,
): Promise<{ wanted: string[]; muted: number }> {
  const members = target.roleIds.length > 0 ? await listLiveMemberIdsOfRoles(ctx.db, target.roleIds) : [];
  const everyone = [...new Set([...target.userIds, ...members])];
  const ways = await effectivePushWaysOf(
    ctx,
    everyone,
    { type: event.type as EventType, applicationId: event.applicationId },
    at,
  );
  const wanted = everyone.filter((userId) => ways.get(userId)?.popUp);
  return { wanted, muted: everyone.length - wanted.length };
}

/**
 * Sends a strategy's (or a step's) pop-up and messages for the event. Each send, made or refused,
 * is one "notified" entry for the timeline, with the channel and the outcome; one that fails
 * does not keep the others from going. `key` makes the outbox's idempotency keys, so that a step
 * tried again queues nothing twice.
 */
export async function sendFor(
  ctx: SendContext,
  strategy: { id: string; name: string },
  event: EventRow,
  sends: Sends,
  key: string,
): Promise<EventNotice[]> {
  const at = ctx.now();
  const valuesIn = valuesOfEvent(event);
  const notices: EventNotice[] = [];
  const note = (messageKey: string, messageParams: Record<string, string | number>) =>
    notices.push({ eventId: event.id, kind: 'notified', at, byName: strategy.name, messageKey, messageParams });
  if (sends.popUp) {
    const target = await liveTargets(ctx.db, sends.popUp);
    if (target.userIds.length + target.roleIds.length === 0) {
      note('eventStrategies.timeline.popUpNobody', {});
    } else {
      try {
        const { wanted, muted } = await popUpReaders(ctx, target, event, at);
        if (wanted.length + muted === 0) {
          note('eventStrategies.timeline.popUpNobody', {});
        } else if (wanted.length === 0) {
          note('eventStrategies.timeline.popUpMuted', {});
        } else {
          // Nobody held back: the roles stay the target, however many hold them. Otherwise the
          // users who want it, in as many pop-ups as a pop-up's list of users takes.
          const readers =
            muted === 0
              ? [target]
              : chunksOf(wanted, POP_UP_USERS_MAX).map((userIds) => ({ userIds, roleIds: [] as string[] }));
          for (const each of readers) {
            await raiseNotification(ctx, notificationOf(sends.popUp, event.type, valuesIn, each), null, at);
          }
          if (muted > 0) note('eventStrategies.timeline.popUpSomeMuted', { users: wanted.length, muted });
          else note('eventStrategies.timeline.popUp', { users: wanted.length });
        }
      } catch (error) {
        note('eventStrategies.timeline.popUpFailed', {
          error: error instanceof AppError ? translate('en', error.messageKey, error.params) : String(error),
        });
      }
    }
  }
  for (const [index, message] of sends.messages.entries()) {
    try {
      const queued = await queueMessageToContactGroup(ctx, {
        channelId: message.channelId,
        group: message.group,
        title: '',
        text: '',
        wordsIn: (language) => wordsIn(message.templates, language, valuesIn(language)),
        time: event.lastOccurredAt,
        key: `eventStrategy:${key}:${index}`,
      });
      note('eventStrategies.timeline.messageQueued', {
        channel: queued.channel.name,
        kind: queued.channel.kind,
        group: message.group,
        queued: queued.queued + queued.queuedBefore,
      });
    } catch (error) {
      const params = error instanceof AppError ? error.params : {};
      note(error instanceof AppError ? problemKey(error.messageKey) : 'eventStrategies.timeline.messageFailed', {
        ...params,
        group: message.group,
        channel: String(params.channel ?? message.channelId),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return notices;
}

/** What the sends would be, in the caller's language, sending nothing. */
export async function previewOf(
  db: DbOrTx,
  sends: Sends,
  valuesIn: ValuesOf,
  language: CoreLanguage,
): Promise<StrategySending[]> {
  const previews: StrategySending[] = [];
  if (sends.popUp) {
    const target = await liveTargets(db, sends.popUp);
    const [listed, members, roles] = await Promise.all([
      findLiveAccounts(db, target.userIds),
      listLiveMembersOfRoles(db, target.roleIds),
      target.roleIds.length > 0 ? listAllRoleNames(db) : Promise.resolve([]),
    ]);
    const users = new Map<string, string>();
    for (const user of listed) users.set(user.id, user.userName);
    for (const member of members) users.set(member.id, member.userName);
    const words = wordsIn(sends.popUp.templates, language, valuesIn(language));
    previews.push({
      kind: 'popUp',
      users: [...users].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      roles: roles.filter((role) => target.roleIds.includes(role.id)),
      position: sends.popUp.position,
      showType: sends.popUp.showType,
      title: words.title,
      text: words.text,
    });
  }
  for (const message of sends.messages) {
    const reach = await reachOfContactGroup(db, message.channelId, message.group);
    const languages = reach.languages.length > 0 ? reach.languages : [language];
    previews.push({
      kind: 'message',
      channel: reach.channel,
      group: message.group,
      contacts: reach.contacts,
      texts: languages.map((each) => ({ language: each, ...wordsIn(message.templates, each, valuesIn(each)) })),
      problem: reach.problem ? translate(language, reach.problem.messageKey, reach.problem.params) : null,
    });
  }
  return previews;
}
