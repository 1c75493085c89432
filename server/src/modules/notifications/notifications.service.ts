import {
  CORE_LANGUAGES,
  type CreateNotificationInput,
  type CreateNotificationRequest,
  createNotificationRequestSchema,
  type EventAudience,
  FALLBACK_LANGUAGE,
  isHttpUrl,
  NOTIFICATION_SHOW_TYPES,
  type NotificationMessage,
  type NotificationRow,
  type NotificationTextRow,
} from '@workbench/contracts';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { badRequest, type FieldProblem } from '../../platform/errors';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { problemsOf } from '../../platform/validation';
import { listLiveMemberIdsOfRoles, listLiveUserIds, listRoleIdsOfUser } from '../access/accounts.service';
import { findKnownRoleIds } from '../access/role-definitions.service';
import { messagesByLanguage, type StoredNotification, toNotificationMessage } from './notification-message';
import {
  findNotificationForUser,
  insertNotification,
  insertRemoval,
  listActiveForUser,
  type NewNotification,
  type NewNotificationText,
} from './notifications.repository';

/** What raising a notification needs: the database, and the spine that carries it to the hubs. */
export type NotificationDeps = ChangeContext;

/**
 * At most this many active notifications reach a user at once (after a reconnect, or asked
 * for): a flood of unclosed ones would bury the screen, and the latest are the ones that matter.
 */
export const ACTIVE_NOTIFICATIONS_LIMIT = 50;

// A colour the portal puts into a style: #rgb[a], #rrggbb[aa], a colour name or rgb()/rgba().
const COLOUR = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20}|rgba?\([0-9.,%\s]{5,40}\))$/i;

const toRows = (rows: readonly NotificationTextRow[]): NotificationRow[] =>
  rows.map((row) => ({ Key: row.key, Value: row.value }));

/** Rules across fields that the contract's shape cannot state; each names its field. */
function problemsOfRequest(request: CreateNotificationRequest, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!CORE_LANGUAGES.some((language) => request.texts[language])) {
    problems.push({ field: 'texts', messageKey: 'notifications.textRequired' });
  }
  const { everyone, userIds, roleIds } = request.target;
  const listed = userIds.length + roleIds.length > 0;
  if (everyone && listed) problems.push({ field: 'target', messageKey: 'notifications.targetAmbiguous' });
  if (!everyone && !listed) problems.push({ field: 'target', messageKey: 'notifications.targetRequired' });
  const framed =
    request.showType !== NOTIFICATION_SHOW_TYPES.card && request.showType !== NOTIFICATION_SHOW_TYPES.header;
  if (request.link) {
    if (!isHttpUrl(request.link)) problems.push({ field: 'link', messageKey: 'notifications.linkNotHttp' });
  } else if (framed) {
    problems.push({ field: 'link', messageKey: 'notifications.linkRequired' });
  }
  if (request.headerBgColor && !COLOUR.test(request.headerBgColor)) {
    problems.push({ field: 'headerBgColor', messageKey: 'notifications.invalidColour' });
  }
  if (request.duration === 0) problems.push({ field: 'duration', messageKey: 'notifications.invalidDuration' });
  if (request.expiresAt && new Date(request.expiresAt).getTime() <= now.getTime()) {
    problems.push({ field: 'expiresAt', messageKey: 'notifications.expiresInPast' });
  }
  return problems;
}

/** Listed users and roles must exist; a malformed or unknown id is named by its place in the list. */
async function problemsOfTargets(db: Db, userIds: readonly string[], roleIds: readonly string[]) {
  const [liveUsers, existingRoles] = await readTogether(db, [
    () => listLiveUserIds(db, userIds.filter(isUuid)).then((ids) => new Set(ids)),
    () => findKnownRoleIds(db, roleIds.filter(isUuid)),
  ]);
  const problems: FieldProblem[] = [];
  userIds.forEach((id, index) => {
    if (!liveUsers.has(id))
      problems.push({ field: `target.userIds.${index}`, messageKey: 'notifications.unknownUser' });
  });
  roleIds.forEach((id, index) => {
    if (!existingRoles.has(id))
      problems.push({ field: `target.roleIds.${index}`, messageKey: 'notifications.unknownRole' });
  });
  return problems;
}

function textsOf(request: CreateNotificationRequest): NewNotificationText[] {
  return CORE_LANGUAGES.flatMap((language) => {
    const text = request.texts[language];
    if (!text) return [];
    const notificationMsg = text.notificationMsg?.length ? toRows(text.notificationMsg) : null;
    return [{ language, title: text.title, msg: toRows(text.msg), notificationMsg }];
  });
}

function notificationOf(request: CreateNotificationRequest, createdBy: string | null): NewNotification {
  return {
    type: request.type,
    position: request.position,
    showType: request.showType,
    popUpStyle: request.popUpStyle ?? null,
    width: request.width ?? null,
    height: request.height ?? null,
    link: request.link || null,
    linkName: request.linkName || null,
    durationSeconds: request.duration ?? null,
    headerBgColor: request.headerBgColor || null,
    forEveryone: request.target.everyone,
    createdBy,
    expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
  };
}

/**
 * Whom to publish to. Roles are resolved to their members now, so that a user who is listed and
 * also holds a listed role gets the pop-up once, and role changes since they connected count.
 */
async function audienceOf(db: Db, target: CreateNotificationRequest['target']): Promise<EventAudience | null> {
  if (target.everyone) return { kind: 'everyone' };
  const members = await listLiveMemberIdsOfRoles(db, target.roleIds);
  const userIds = [...new Set([...target.userIds, ...members])];
  return userIds.length > 0 ? { kind: 'users', userIds } : null;
}

/** Ids are compared as the database writes them (UUIDs in lower case). */
const normalized = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/**
 * Raises a notification: checks it, stores it, and announces it on the change-event spine, from
 * which every instance pops it up at once on the notification- and monitor-hub connections of its
 * audience, each in the connection's language (realtime/hub-deliveries.ts). Notification-hub
 * connections that open later get it while it is active (wiring/notification-hub-sources.ts).
 * Returns the new id. The event centre calls this directly; the create endpoint calls it for
 * permitted users.
 */
export async function raiseNotification(
  deps: NotificationDeps,
  input: CreateNotificationInput,
  createdBy: string | null = null,
  now = new Date(),
): Promise<string> {
  const parsed = createNotificationRequestSchema.safeParse(input);
  if (!parsed.success) throw badRequest('errors.validation', {}, problemsOf(parsed.error.issues, input));
  const request = parsed.data;
  const userIds = normalized(request.target.userIds);
  const roleIds = normalized(request.target.roleIds);
  const problems = [...problemsOfRequest(request, now), ...(await problemsOfTargets(deps.db, userIds, roleIds))];
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);

  const target = { everyone: request.target.everyone, userIds: [...new Set(userIds)], roleIds: [...new Set(roleIds)] };
  const stored: StoredNotification = await deps.db.transaction((tx) =>
    insertNotification(tx, notificationOf(request, createdBy), textsOf(request), target.userIds, target.roleIds),
  );
  const audience = await audienceOf(deps.db, target);
  if (audience) {
    await deps.events.publish({
      type: 'notification.raised',
      notificationId: stored.notification.id,
      audience,
      messages: messagesByLanguage(stored),
      fallback: FALLBACK_LANGUAGE,
    });
  }
  return stored.notification.id;
}

/** The user's active notifications they have not closed, in `language`, oldest first. */
export async function queryActiveNotifications(
  db: Db,
  userId: string,
  language: string,
  now = new Date(),
): Promise<NotificationMessage[]> {
  const active = await listActiveForUser(
    db,
    userId,
    await listRoleIdsOfUser(db, userId),
    now,
    ACTIVE_NOTIFICATIONS_LIMIT,
  );
  return active.map((stored) => toNotificationMessage(stored, language));
}

/**
 * The user closed a notification: it stops reaching them. False when there is no such
 * notification for them (unknown, malformed, or someone else's).
 */
export async function closeNotificationForUser(
  ctx: ChangeContext,
  userId: string,
  notificationId: unknown,
): Promise<boolean> {
  if (typeof notificationId !== 'string' || !isUuid(notificationId)) return false;
  const notification = await findNotificationForUser(
    ctx.db,
    userId,
    await listRoleIdsOfUser(ctx.db, userId),
    notificationId,
  );
  if (!notification) return false;
  await insertRemoval(ctx.db, notification.id, userId);
  await ctx.events.publish({ type: 'notification.removed', notificationId: notification.id, userId });
  return true;
}
