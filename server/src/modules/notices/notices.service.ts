import type {
  CreateNoticeRequest,
  EditNoticeRequest,
  Notice,
  NoticePageRequest,
  NoticeState,
  PagedResult,
} from '@workbench/contracts';
import { CORE_LANGUAGES } from '@workbench/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, type FieldProblem, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction, type RecordChange } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { type Actor, type AuditChange, recordAudit } from '../audit/audit.service';
import { audienceOf, distinctIds, noticeOf, textFor, valuesOf } from './notice-answers';
import { AudienceResolver, audienceProblems, namesAnyone } from './notice-audience';
import { renderedNoticeBody, renderNoticeBody } from './notice-markdown';
import { type NoticeScheduler, scheduleNextMoment } from './notice-moments';
import {
  countReads,
  deleteNotices as deleteNoticeRows,
  findNotices,
  insertNotice,
  type NoticeRow,
  pageNotices,
  updateNotice,
} from './notices.repository';

/** What the announcement writes need: the database, the event spine, the scheduler port and a clock. */
export interface NoticeContext extends ChangeContext {
  scheduler: NoticeScheduler;
  now: () => Date;
  /** Told when a notice's moment could not be kept (the change itself is committed by then). */
  warn: (details: object, message: string) => void;
}

/** A published one is withdrawn first, so that what its readers saw is what it said. */
const EDITABLE_STATES: readonly NoticeState[] = ['draft', 'scheduled', 'withdrawn', 'expired'];
const WITHDRAWABLE_STATES: readonly NoticeState[] = ['scheduled', 'published'];

const displayName = (row: NoticeRow) => textFor(row.texts, 'en').title;

/** Answers for the rows, with each one's read receipts and the size of its audience now. */
async function answersOf(db: DbOrTx, rows: readonly NoticeRow[]): Promise<Notice[]> {
  const resolver = new AudienceResolver(db);
  const [reads, audiences] = await Promise.all([
    countReads(
      db,
      rows.map((row) => row.id),
    ),
    Promise.all(rows.map((row) => resolver.countOf(audienceOf(row)))),
  ]);
  return rows.map((row, index) => noticeOf(row, { reads: reads.get(row.id) ?? 0, audience: audiences[index] ?? 0 }));
}

async function answerOf(db: DbOrTx, row: NoticeRow): Promise<Notice> {
  return (await answersOf(db, [row]))[0] as Notice;
}

function auditChange(action: AuditChange['action'], before: Notice | null, after: Notice | null, row: NoticeRow) {
  return { resource: 'notice', action, resourceId: row.id, resourceName: displayName(row), before, after } as const;
}

export async function queryNoticePage(db: DbOrTx, request: NoticePageRequest): Promise<PagedResult<Notice>> {
  const { rows, total } = await pageNotices(db, {
    filter: request.filter || undefined,
    state: request.state,
    sortField: request.sorting?.field ?? 'creationTime',
    descending: request.sorting ? request.sorting.direction === 'desc' : true,
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: await answersOf(db, rows), totalCount: total };
}

async function existing(db: DbOrTx, id: string, forUpdate = false): Promise<NoticeRow> {
  const [row] = isUuid(id) ? await findNotices(db, [id.toLowerCase()], forUpdate) : [];
  if (!row) throw notFound('notices.notFound');
  return row;
}

export async function getNotice(db: DbOrTx, id: string): Promise<Notice> {
  return answerOf(db, await existing(db, id));
}

/** The fields' own rules beyond the contract's: the audience exists, expiry after the publish time. */
async function assertValid(db: DbOrTx, request: CreateNoticeRequest): Promise<void> {
  const audience = {
    forEveryone: request.audience.everyone,
    roleIds: distinctIds(request.audience.roleIds),
    userIds: distinctIds(request.audience.userIds),
    applicationIds: distinctIds(request.audience.applicationIds),
  };
  const problems: FieldProblem[] = await audienceProblems(db, audience);
  if (request.publishAt && request.expiresAt && Date.parse(request.expiresAt) <= Date.parse(request.publishAt)) {
    problems.push({ field: 'expiresAt', messageKey: 'notices.expiresBeforePublish' });
  }
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
}

/** Keeps the notice's next moment with the scheduler; a failure is told, the committed change stands. */
async function keepMoment(ctx: NoticeContext, row: NoticeRow): Promise<void> {
  try {
    await scheduleNextMoment(ctx.scheduler, row);
  } catch (error) {
    ctx.warn({ err: error, noticeId: row.id }, 'the announcement’s next moment could not be scheduled');
  }
}

export async function createNotice(ctx: NoticeContext, actor: Actor, request: CreateNoticeRequest): Promise<Notice> {
  await assertValid(ctx.db, request);
  return inTransaction(ctx, async (tx) => {
    const row = await insertNotice(tx, {
      ...valuesOf(request),
      authorId: isUuid(actor.userId) ? actor.userId : null,
      authorName: actor.userName,
    });
    const created = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange('create', null, created, row)]);
    return created;
  });
}

/**
 * Edits a draft, a scheduled, a withdrawn or an expired notice (a published one is withdrawn
 * first). A scheduled one stays scheduled and so needs its publish time still ahead; a withdrawn
 * or expired one becomes a draft again, to be published anew.
 */
export async function editNotice(ctx: NoticeContext, actor: Actor, request: EditNoticeRequest): Promise<Notice> {
  await assertValid(ctx.db, request);
  const now = ctx.now();
  const { row, edited } = await inTransaction(ctx, async (tx) => {
    const current = await existing(tx, request.id, true);
    if (!EDITABLE_STATES.includes(current.state)) throw conflict('notices.publishedNotEditable');
    const values = valuesOf(request);
    if (current.state === 'scheduled' && (!values.publishAt || values.publishAt <= now)) {
      throw badRequest('errors.validation', {}, [
        { field: 'publishAt', messageKey: 'notices.scheduledNeedsPublishTime' },
      ]);
    }
    const backToDraft = current.state === 'withdrawn' || current.state === 'expired';
    const row = await updateNotice(tx, current.id, {
      ...values,
      ...(backToDraft ? { state: 'draft' as const, publishedAt: null, withdrawnAt: null } : {}),
    });
    const edited = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange('edit', await answerOf(tx, current), edited, row)]);
    return { row, edited };
  });
  await keepMoment(ctx, row);
  return edited;
}

/** Deletes all of them or, when one does not exist, none (404 naming the missing). */
export async function deleteNotices(ctx: NoticeContext, actor: Actor, ids: readonly string[]) {
  const unique = distinctIds(ids);
  const deleted = await inTransaction(ctx, async (tx) => {
    const found = await findNotices(tx, unique.filter(isUuid), true);
    const foundIds = new Set(found.map((row) => row.id));
    const missing = unique.filter((id) => !foundIds.has(id));
    if (missing.length > 0) throw notFound('notices.someNotFound', { ids: missing.slice(0, 5).join(', ') });
    const before = await answersOf(tx, found);
    const rows = await deleteNoticeRows(tx, unique);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => auditChange('delete', before.find((notice) => notice.id === row.id) ?? null, null, row)),
    );
    return rows;
  });
  for (const row of deleted) await keepMoment(ctx, { ...row, state: 'draft' });
  return { deleted: deleted.length };
}

/**
 * Records the publication of a notice that has just become published: its audience, resolved now,
 * is told; an urgent one with what it shows in each portal language, so that each screen opens it
 * at once instead of all of them asking for their lists in the same moment.
 */
export async function announcePublished(tx: Tx, record: RecordChange, row: NoticeRow): Promise<void> {
  const audience = await new AudienceResolver(tx).eventAudienceOf(audienceOf(row));
  const publishedAt = (row.publishedAt ?? row.updatedAt).toISOString();
  const shownByLanguage =
    row.priority === 'urgent'
      ? Object.fromEntries(
          CORE_LANGUAGES.map((language) => {
            const text = textFor(row.texts, language);
            return [language, { title: text.title, html: renderedNoticeBody(text.body), publishedAt }];
          }),
        )
      : undefined;
  record({
    type: 'notice.published',
    noticeId: row.id,
    priority: row.priority,
    audience,
    ...(shownByLanguage ? { shownByLanguage } : {}),
  });
}

/**
 * Publishes the notice: at once when it has no publish time or one already past, else it is
 * scheduled for that time. One that has expired, names nobody or is published already is refused
 * with nothing written.
 */
export async function publishNotice(ctx: NoticeContext, actor: Actor, id: string): Promise<Notice> {
  const now = ctx.now();
  const { row, answer } = await inTransaction(ctx, async (tx, record) => {
    const current = await existing(tx, id, true);
    if (current.state === 'published') throw conflict('notices.alreadyPublished');
    if (current.expiresAt !== null && current.expiresAt <= now) throw badRequest('notices.expired');
    if (!namesAnyone(audienceOf(current))) throw badRequest('notices.noAudience');
    const later = current.publishAt !== null && current.publishAt > now;
    const row = await updateNotice(
      tx,
      current.id,
      later ? { state: 'scheduled', withdrawnAt: null } : { state: 'published', publishedAt: now, withdrawnAt: null },
    );
    if (!later) await announcePublished(tx, record, row);
    const answer = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange('publish', await answerOf(tx, current), answer, row)]);
    return { row, answer };
  });
  await keepMoment(ctx, row);
  return answer;
}

/** Withdraws a scheduled or published notice: it leaves every reader's list and will not be published. */
export async function withdrawNotice(ctx: NoticeContext, actor: Actor, id: string): Promise<Notice> {
  const now = ctx.now();
  const { row, answer } = await inTransaction(ctx, async (tx) => {
    const current = await existing(tx, id, true);
    if (!WITHDRAWABLE_STATES.includes(current.state)) throw conflict('notices.notWithdrawable');
    const row = await updateNotice(tx, current.id, { state: 'withdrawn', withdrawnAt: now });
    const answer = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange('withdraw', await answerOf(tx, current), answer, row)]);
    return { row, answer };
  });
  await keepMoment(ctx, row);
  return answer;
}

/** The body as readers will see it. */
export function previewNotice(body: string): { html: string } {
  return { html: renderNoticeBody(body) };
}
