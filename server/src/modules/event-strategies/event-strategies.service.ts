import {
  type CoreLanguage,
  type CreateEventStrategyRequest,
  type EditEventStrategyRequest,
  type EventStrategy,
  type EventStrategyFields,
  type EventStrategyPageRequest,
  editEventStrategyRequestSchema,
  eventStrategyFieldsSchema,
  HEADER_COLOUR_PATTERN,
  isHttpUrl,
  type MoveEventStrategyRequest,
  NOTIFICATION_SHOW_TYPES,
  type PagedResult,
  type SampleEvent,
  type StrategyMessage,
  type StrategyPopUp,
  type TryEventStrategiesAnswer,
  type TryEventStrategiesRequest,
  tryEventStrategiesRequestSchema,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, type FieldProblem, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { translate } from '../../platform/messages';
import { listLiveUserIds } from '../access/accounts.service';
import { findKnownRoleIds } from '../access/role-definitions.service';
import { type Actor, type AuditChange, recordAudit } from '../audit/audit.service';
import {
  listExistingApplicationIds,
  listExistingDataPermissionIds,
} from '../catalogue/applications/applications.service';
import { getChannel } from '../integrations/channels/channels.service';
import {
  deleteStrategies,
  findStrategies,
  insertStrategy,
  listStrategies,
  lockStrategyOrder,
  pageStrategies,
  renumberStrategies,
  type StrategyRow,
  type StrategyValues,
  setStrategiesEnabled,
  updateStrategy,
} from './event-strategies.repository';
import { fillTemplate, mismatchOf } from './strategy-matching';
import { previewOf, type ValuesOf } from './strategy-sending';

/*
 * The strategies' administration (docs/api.md §5 `eventStrategy`): the admin pattern, enable and
 * disable, the order, `try` with a sample event. Every change is all or none and recorded in the
 * change log with the strategy before and after.
 */

export function strategyOf(row: StrategyRow): EventStrategy {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    order: row.sortOrder,
    match: row.match,
    popUp: row.popUp,
    messages: row.messages,
    escalation: row.escalation,
    throttleMinutes: row.throttleMinutes,
    stopFurther: row.stopFurther,
    creationTime: row.createdAt.toISOString(),
    lastModificationTime: row.updatedAt.toISOString(),
  };
}

function auditChange(action: AuditChange['action'], before: EventStrategy | null, after: EventStrategy | null) {
  const strategy = (after ?? before) as EventStrategy;
  return {
    resource: 'eventStrategy',
    action,
    resourceId: strategy.id,
    resourceName: strategy.name,
    before,
    after,
  } satisfies AuditChange;
}

const valuesOf = (fields: EventStrategyFields): StrategyValues => ({
  name: fields.name,
  enabled: fields.enabled,
  match: fields.match,
  popUp: fields.popUp,
  messages: fields.messages,
  escalation: fields.escalation,
  throttleMinutes: fields.throttleMinutes,
  stopFurther: fields.stopFurther,
});

/** The pop-up's own rules (docs/spec.md §2 and §9), the notifications' alike. */
function problemsOfPopUp(popUp: StrategyPopUp, at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (popUp.userIds.length + popUp.roleIds.length === 0) {
    problems.push({ field: `${at}.userIds`, messageKey: 'eventStrategies.popUpNobody' });
  }
  const framed = popUp.showType !== NOTIFICATION_SHOW_TYPES.card && popUp.showType !== NOTIFICATION_SHOW_TYPES.header;
  if (popUp.link) {
    if (!isHttpUrl(popUp.link)) problems.push({ field: `${at}.link`, messageKey: 'notifications.linkNotHttp' });
  } else if (framed) {
    problems.push({ field: `${at}.link`, messageKey: 'notifications.linkRequired' });
  }
  if (popUp.headerBgColor && !HEADER_COLOUR_PATTERN.test(popUp.headerBgColor)) {
    problems.push({ field: `${at}.headerBgColor`, messageKey: 'notifications.invalidColour' });
  }
  if (popUp.duration === 0) problems.push({ field: `${at}.duration`, messageKey: 'notifications.invalidDuration' });
  return problems;
}

const TEMPLATE_NAME = /\{\{\s*([^}\s]*)\s*\}\}/g;
const KNOWN_NAMES = new Set(['title', 'message', 'category', 'device', 'eventKey', 'count', 'type']);

/** A template may name only what an event carries: a misspelt `{{titel}}` would show nothing. */
function problemsOfTemplates(templates: StrategyPopUp['templates'], at: string): FieldProblem[] {
  return Object.entries(templates).flatMap(([language, template]) =>
    (['title', 'text'] as const).flatMap((part) => {
      const unknown = [...(template?.[part] ?? '').matchAll(TEMPLATE_NAME)]
        .map((found) => found[1] ?? '')
        .filter((name) => !KNOWN_NAMES.has(name) && !/^detail\.\S+$/.test(name));
      return unknown.length > 0
        ? [
            {
              field: `${at}.templates.${language}.${part}`,
              messageKey: 'eventStrategies.unknownTemplateName',
              params: { names: unknown.map((name) => `{{${name}}}`).join(', ') },
            },
          ]
        : [];
    }),
  );
}

interface SendsToCheck {
  popUp: StrategyPopUp | null;
  messages: readonly StrategyMessage[];
  at: string;
}

/** What a strategy's fields break beyond their shape, each problem naming its field. */
async function problemsOf(db: DbOrTx, fields: EventStrategyFields): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const sends: SendsToCheck[] = [
    { popUp: fields.popUp, messages: fields.messages, at: '' },
    ...fields.escalation.map((step, index) => ({ ...step, at: `escalation.${index}.` })),
  ];
  if (!fields.popUp && fields.messages.length === 0) {
    problems.push({ field: 'popUp', messageKey: 'eventStrategies.nothingToSend' });
  }
  fields.escalation.forEach((step, index) => {
    if (!step.popUp && step.messages.length === 0) {
      problems.push({ field: `escalation.${index}.popUp`, messageKey: 'eventStrategies.nothingToSend' });
    }
    const before = fields.escalation[index - 1];
    if (before && step.afterMinutes <= before.afterMinutes) {
      problems.push({ field: `escalation.${index}.afterMinutes`, messageKey: 'eventStrategies.stepsNotIncreasing' });
    }
  });
  const userIds = sends.flatMap((send) => send.popUp?.userIds ?? []).map((id) => id.toLowerCase());
  const roleIds = sends.flatMap((send) => send.popUp?.roleIds ?? []).map((id) => id.toLowerCase());
  const [liveUsers, knownRoles, applications, dataPermissions] = await Promise.all([
    listLiveUserIds(db, userIds.filter(isUuid)).then((ids) => new Set(ids)),
    findKnownRoleIds(db, roleIds.filter(isUuid)),
    listExistingApplicationIds(db, fields.match.applicationIds.filter(isUuid)).then((ids) => new Set(ids)),
    listExistingDataPermissionIds(db, fields.match.dataPermissionIds.filter(isUuid)).then((ids) => new Set(ids)),
  ]);
  fields.match.applicationIds.forEach((id, index) => {
    if (!applications.has(id.toLowerCase())) {
      problems.push({ field: `match.applicationIds.${index}`, messageKey: 'eventStrategies.unknownApplication' });
    }
  });
  fields.match.dataPermissionIds.forEach((id, index) => {
    if (!dataPermissions.has(id.toLowerCase())) {
      problems.push({ field: `match.dataPermissionIds.${index}`, messageKey: 'eventStrategies.unknownDataPermission' });
    }
  });
  for (const send of sends) {
    if (send.popUp) {
      const at = `${send.at}popUp`;
      problems.push(...problemsOfPopUp(send.popUp, at), ...problemsOfTemplates(send.popUp.templates, at));
      send.popUp.userIds.forEach((id, index) => {
        if (!liveUsers.has(id.toLowerCase())) {
          problems.push({ field: `${at}.userIds.${index}`, messageKey: 'eventStrategies.unknownUser' });
        }
      });
      send.popUp.roleIds.forEach((id, index) => {
        if (!knownRoles.has(id.toLowerCase())) {
          problems.push({ field: `${at}.roleIds.${index}`, messageKey: 'eventStrategies.unknownRole' });
        }
      });
    }
    for (const [index, message] of send.messages.entries()) {
      const at = `${send.at}messages.${index}`;
      problems.push(...problemsOfTemplates(message.templates, at));
      const exists = isUuid(message.channelId)
        ? await getChannel(db, message.channelId.toLowerCase()).then(
            () => true,
            () => false,
          )
        : false;
      if (!exists) problems.push({ field: `${at}.channelId`, messageKey: 'eventStrategies.unknownChannel' });
    }
  }
  return problems;
}

/** The fields as stored: ids as the database writes them (UUIDs in lower case). */
function normalized(fields: EventStrategyFields): EventStrategyFields {
  const lowerAll = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
  const popUp = (given: StrategyPopUp | null) =>
    given ? { ...given, userIds: lowerAll(given.userIds), roleIds: lowerAll(given.roleIds) } : null;
  const messages = (given: readonly StrategyMessage[]) =>
    given.map((message) => ({ ...message, channelId: message.channelId.toLowerCase() }));
  return {
    ...fields,
    match: {
      ...fields.match,
      applicationIds: lowerAll(fields.match.applicationIds),
      dbInstanceIds: lowerAll(fields.match.dbInstanceIds),
      dataPermissionIds: lowerAll(fields.match.dataPermissionIds),
    },
    popUp: popUp(fields.popUp),
    messages: messages(fields.messages),
    escalation: fields.escalation.map((step) => ({
      ...step,
      popUp: popUp(step.popUp),
      messages: messages(step.messages),
    })),
  };
}

async function checked(db: DbOrTx, given: EventStrategyFields): Promise<EventStrategyFields> {
  const fields = normalized(given);
  const problems = await problemsOf(db, fields);
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
  return fields;
}

export async function queryStrategyPage(
  db: DbOrTx,
  request: EventStrategyPageRequest,
): Promise<PagedResult<EventStrategy>> {
  const { rows, total } = await pageStrategies(db, {
    filter: request.filter || undefined,
    enabled: request.enabled,
    sortColumn: request.sorting?.field ?? 'order',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: rows.map(strategyOf), totalCount: total };
}

async function existing(db: DbOrTx, id: string, forUpdate = false): Promise<StrategyRow> {
  const [row] = isUuid(id) ? await findStrategies(db, [id.toLowerCase()], forUpdate) : [];
  if (!row) throw notFound('eventStrategies.notFound');
  return row;
}

export async function getStrategy(db: DbOrTx, id: string): Promise<EventStrategy> {
  return strategyOf(await existing(db, id));
}

export async function createStrategy(ctx: ChangeContext, actor: Actor, request: CreateEventStrategyRequest) {
  const fields = await checked(ctx.db, eventStrategyFieldsSchema.parse(request));
  return inTransaction(ctx, async (tx) => {
    await lockStrategyOrder(tx);
    const created = strategyOf(await insertStrategy(tx, valuesOf(fields)));
    await recordAudit(tx, actor, [auditChange('create', null, created)]);
    return created;
  });
}

export async function editStrategy(ctx: ChangeContext, actor: Actor, request: EditEventStrategyRequest) {
  const { id, ...given } = editEventStrategyRequestSchema.parse(request);
  await existing(ctx.db, id);
  const fields = await checked(ctx.db, given);
  return inTransaction(ctx, async (tx) => {
    const current = await existing(tx, id, true);
    const row = await updateStrategy(tx, current.id, valuesOf(fields));
    const edited = strategyOf(row as StrategyRow);
    await recordAudit(tx, actor, [auditChange('edit', strategyOf(current), edited)]);
    return edited;
  });
}

/** Locks the strategies of these ids, all or none: one that does not exist is a 404 naming it. */
async function lockAll(tx: DbOrTx, ids: readonly string[]): Promise<{ unique: string[]; rows: StrategyRow[] }> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await findStrategies(tx, unique.filter(isUuid), true);
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound('eventStrategies.someNotFound', { ids: missing.slice(0, 5).join(', ') });
  return { unique, rows };
}

export async function deleteStrategiesByIds(ctx: ChangeContext, actor: Actor, ids: readonly string[]) {
  return inTransaction(ctx, async (tx) => {
    await lockStrategyOrder(tx);
    const { unique } = await lockAll(tx, ids);
    const deleted = await deleteStrategies(tx, unique);
    await renumberStrategies(
      tx,
      (await listStrategies(tx, false)).map((row) => row.id),
    );
    await recordAudit(
      tx,
      actor,
      deleted.map((row) => auditChange('delete', strategyOf(row), null)),
    );
    return { deleted: deleted.length };
  });
}

/** Switches the strategies on or off; those already so stay as they are (and are not recorded). */
export async function setStrategiesEnabledAs(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
  enabled: boolean,
): Promise<{ changed: number }> {
  return inTransaction(ctx, async (tx) => {
    const { unique, rows } = await lockAll(tx, ids);
    const changed = await setStrategiesEnabled(tx, unique, enabled);
    const before = new Map(rows.map((row) => [row.id, row]));
    await recordAudit(
      tx,
      actor,
      changed.map((row) =>
        auditChange(enabled ? 'enable' : 'disable', strategyOf(before.get(row.id) ?? row), strategyOf(row)),
      ),
    );
    return { changed: changed.length };
  });
}

/** Moves the strategy to the place (from 1; past the end: last); the others close up behind it. */
export async function moveStrategy(ctx: ChangeContext, actor: Actor, request: MoveEventStrategyRequest) {
  return inTransaction(ctx, async (tx) => {
    await lockStrategyOrder(tx);
    const current = await existing(tx, request.id, true);
    const others = (await listStrategies(tx, false)).filter((row) => row.id !== current.id).map((row) => row.id);
    const place = Math.min(request.order, others.length + 1) - 1;
    others.splice(place, 0, current.id);
    await renumberStrategies(tx, others);
    const moved = strategyOf(await existing(tx, current.id));
    await recordAudit(tx, actor, [auditChange('move', strategyOf(current), moved)]);
    return moved;
  });
}

/** The sample as the templates read it, in one language. */
function valuesOfSample(sample: SampleEvent): ValuesOf {
  return (language) => ({
    title: fillTemplate(sample.title, { ...emptyValues, details: sample.details }),
    message: fillTemplate(sample.message, { ...emptyValues, details: sample.details }),
    category: sample.category,
    device: sample.device,
    eventKey: sample.eventKey,
    count: 1,
    type: translate(language, `exports.value.eventType${sample.type}`),
    details: sample.details,
  });
}

const emptyValues = { title: '', message: '', category: '', device: '', eventKey: '', count: 0, type: '', details: [] };

/**
 * `try`: which strategies would take the sample event, in their order, and what each would send to
 * whom (its escalation steps as well), in the caller's language, sending nothing and storing
 * nothing. With `strategyIds`, only those (a disabled one is reported as such).
 */
export async function tryStrategies(
  db: DbOrTx,
  context: { timeZone: string; now(): Date; language: CoreLanguage },
  request: TryEventStrategiesRequest,
): Promise<TryEventStrategiesAnswer> {
  const { event: sample, strategyIds } = tryEventStrategiesRequestSchema.parse(request);
  const at = sample.occurredAt ? new Date(sample.occurredAt) : context.now();
  let strategies = await listStrategies(db, false);
  if (strategyIds) {
    const wanted = new Set(strategyIds.map((id) => id.toLowerCase()));
    const missing = [...wanted].filter((id) => !strategies.some((row) => row.id === id));
    if (missing.length > 0) throw notFound('eventStrategies.someNotFound', { ids: missing.slice(0, 5).join(', ') });
    strategies = strategies.filter((row) => wanted.has(row.id));
  }
  const matched: TryEventStrategiesAnswer['matched'] = [];
  const notMatched: TryEventStrategiesAnswer['notMatched'] = [];
  const event = {
    type: sample.type,
    category: sample.category,
    applicationId: sample.applicationId?.toLowerCase() ?? null,
    dbInstanceId: sample.dbInstanceId?.toLowerCase() ?? null,
    dataPermissionId: sample.dataPermissionId?.toLowerCase() ?? null,
    device: sample.device,
  };
  const valuesIn = valuesOfSample(sample);
  let stopped = false;
  for (const strategy of strategies) {
    const base = { id: strategy.id, name: strategy.name, order: strategy.sortOrder };
    if (stopped) {
      notMatched.push({ ...base, reason: 'skipped' });
      continue;
    }
    const reason = strategy.enabled ? mismatchOf(strategy.match, event, at, context.timeZone) : 'disabled';
    if (reason) {
      notMatched.push({ ...base, reason });
      continue;
    }
    const escalation = [];
    for (const step of strategy.escalation) {
      escalation.push({
        afterMinutes: step.afterMinutes,
        sends: await previewOf(db, step, valuesIn, context.language),
      });
    }
    matched.push({
      ...base,
      sends: await previewOf(db, strategy, valuesIn, context.language),
      escalation,
      throttleMinutes: strategy.throttleMinutes,
      stopFurther: strategy.stopFurther,
    });
    if (strategy.stopFurther) stopped = true;
  }
  return { at: at.toISOString(), timeZone: context.timeZone, matched, notMatched };
}
