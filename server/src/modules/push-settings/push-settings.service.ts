import {
  BUILT_IN_PUSH_SETTING,
  type EffectivePushWays,
  effectivePushWays,
  minutesOfDayIn,
  type PushedEvent,
  type PushSetting,
  type PushSettingAnswer,
  type PushSettingDefaultsAnswer,
  pushSettingSchema,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, type FieldProblem } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { type Actor, recordAudit } from '../audit/audit.service';
import { listExistingApplicationIds } from '../catalogue/applications/applications.service';
import {
  deleteOwnSetting,
  findDefaults,
  findOwnAndDefaults,
  type PushSettingDefaultsRow,
  readSettingsOf,
  upsertDefaults,
  upsertOwnSetting,
} from './push-settings.repository';

/**
 * Message push settings (docs/adr/0024-push-settings.md): each user's own, the administrators'
 * defaults for everyone who has none, and how one event reaches a list of users.
 */
export interface PushSettingsContext extends ChangeContext {
  /** The plant's time zone, in which quiet hours are read. */
  timeZone: string;
  now: () => Date;
}

/** A stored setting as it is now read; one that no longer fits the contract gives way to the next in line. */
function readable(stored: unknown): PushSetting | undefined {
  const parsed = pushSettingSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

const defaultsOf = (row: PushSettingDefaultsRow | undefined): PushSetting =>
  (row && readable(row.setting)) ?? BUILT_IN_PUSH_SETTING;

/** The caller's own setting, or the defaults while they have none. */
export async function getOwnPushSetting(ctx: PushSettingsContext, userId: string): Promise<PushSettingAnswer> {
  const { own, defaults } = await findOwnAndDefaults(ctx.db, userId);
  const ownSetting = own && readable(own.setting);
  if (own && ownSetting) {
    return { setting: ownSetting, isDefault: false, timeZone: ctx.timeZone, updatedAt: own.updatedAt.toISOString() };
  }
  return { setting: defaultsOf(defaults), isDefault: true, timeZone: ctx.timeZone, updatedAt: null };
}

/**
 * The setting with its applications checked against the catalogue (ids as stored, lower case,
 * each once). An id that names no application is refused with its place in the list; nothing is
 * stored then.
 */
async function checkedSetting(db: DbOrTx, setting: PushSetting): Promise<PushSetting> {
  const wanted = setting.applicationIds.map((id) => id.toLowerCase());
  const known = new Set(await listExistingApplicationIds(db, [...new Set(wanted.filter(isUuid))]));
  const problems: FieldProblem[] = wanted.flatMap((id, index) =>
    known.has(id) ? [] : [{ field: `applicationIds.${index}`, messageKey: 'pushSettings.unknownApplication' }],
  );
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
  return {
    ...setting,
    types: [...setting.types].sort((a, b) => a.type - b.type),
    applicationIds: [...new Set(wanted)],
  };
}

/** Saves the caller's own setting, whole: one row per user, also under concurrent saves. */
export async function saveOwnPushSetting(
  ctx: PushSettingsContext,
  userId: string,
  setting: PushSetting,
): Promise<PushSettingAnswer> {
  const checked = await checkedSetting(ctx.db, setting);
  const row = await upsertOwnSetting(ctx.db, userId, checked);
  return { setting: checked, isDefault: false, timeZone: ctx.timeZone, updatedAt: row.updatedAt.toISOString() };
}

/** Drops the caller's own setting: from now on the defaults apply to them, as they change. */
export async function resetOwnPushSetting(ctx: PushSettingsContext, userId: string): Promise<PushSettingAnswer> {
  await deleteOwnSetting(ctx.db, userId);
  return getOwnPushSetting(ctx, userId);
}

function defaultsAnswer(ctx: PushSettingsContext, row: PushSettingDefaultsRow | undefined): PushSettingDefaultsAnswer {
  return {
    setting: defaultsOf(row),
    timeZone: ctx.timeZone,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedByName ?? '',
  };
}

export async function getPushSettingDefaults(ctx: PushSettingsContext): Promise<PushSettingDefaultsAnswer> {
  return defaultsAnswer(ctx, await findDefaults(ctx.db));
}

/** Saves the defaults of everyone without a setting of their own, recorded in the change log. */
export async function savePushSettingDefaults(
  ctx: PushSettingsContext,
  actor: Actor,
  setting: PushSetting,
): Promise<PushSettingDefaultsAnswer> {
  const checked = await checkedSetting(ctx.db, setting);
  return inTransaction(ctx, async (tx) => {
    const before = await findDefaults(tx);
    const row = await upsertDefaults(tx, checked, actor.userName);
    await recordAudit(tx, actor, [
      {
        resource: 'pushSettingDefaults',
        action: before ? 'edit' : 'create',
        resourceId: null,
        resourceName: 'msgPushSetting',
        before: before ? defaultsOf(before) : null,
        after: checked,
      },
    ]);
    return defaultsAnswer(ctx, row);
  });
}

/**
 * How one event reaches each of these users, by their own setting or the defaults, at `at` (now
 * when not given) on the plant's clocks: one database read for the whole list. The event's
 * dispatch asks this before it sends; a fire alarm pops up with sound for every one of them.
 */
export async function effectivePushWaysOf(
  ctx: Pick<PushSettingsContext, 'db' | 'timeZone' | 'now'>,
  userIds: readonly string[],
  event: PushedEvent,
  at: Date = ctx.now(),
): Promise<Map<string, EffectivePushWays>> {
  const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
  const rows = ids.length > 0 ? await readSettingsOf(ctx.db, ids) : [];
  const defaultsRow = rows.find((row) => row.userId === null);
  const defaults = (defaultsRow && readable(defaultsRow.setting)) ?? BUILT_IN_PUSH_SETTING;
  const own = new Map<string, PushSetting>();
  for (const row of rows) {
    const setting = row.userId !== null ? readable(row.setting) : undefined;
    if (row.userId !== null && setting) own.set(row.userId.toLowerCase(), setting);
  }
  const when = { minuteOfDay: minutesOfDayIn(at, ctx.timeZone) };
  const answer = new Map<string, EffectivePushWays>();
  for (const userId of userIds) {
    answer.set(userId, effectivePushWays(own.get(userId.toLowerCase()) ?? defaults, event, when));
  }
  return answer;
}
