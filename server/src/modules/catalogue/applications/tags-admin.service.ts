import type { BatchDeleteResult, CreateTagRequest, EditTagRequest, TagAdmin } from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type Actor, recordAudit } from '../../audit/audit.service';
import { changeCatalogue, isUniqueViolation, requireAllFound, uuidsOf } from '../catalogue-writes';
import type { TagRow } from './applications.repository';
import {
  deleteTags,
  findTagIdByName,
  findTags,
  insertTag,
  listApplicationIdsOfTags,
  nextTagOrder,
  updateTag,
} from './tags-admin.repository';

const toTagAdmin = (row: TagRow): TagAdmin => ({ id: row.id, tagName: row.tagName, order: row.order });

async function findOne(db: DbOrTx, id: string): Promise<TagRow> {
  const [row] = isUuid(id) ? await findTags(db, [id]) : [];
  if (!row) throw notFound('tags.notFound');
  return row;
}

export async function getTagAdmin(db: DbOrTx, id: string): Promise<TagAdmin> {
  return toTagAdmin(await findOne(db, id));
}

async function assertNameFree(db: DbOrTx, tagName: string, exceptId?: string): Promise<void> {
  const holder = await findTagIdByName(db, tagName);
  if (holder && holder !== exceptId) throw conflict('tags.duplicateName', { name: tagName });
}

/** The unique index still guards a name taken by a concurrent call between the check and the write. */
async function mappingDuplicateName<T>(tagName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('tags.duplicateName', { name: tagName });
    throw error;
  }
}

/** Creates a tag; its filter goes last in the workbench drawer. */
export async function createTag(ctx: ChangeContext, actor: Actor, request: CreateTagRequest): Promise<TagAdmin> {
  return mappingDuplicateName(request.tagName, () =>
    changeCatalogue(ctx, async (tx) => {
      await assertNameFree(tx, request.tagName);
      const id = await insertTag(tx, { tagName: request.tagName, order: await nextTagOrder(tx) });
      const created = await findOne(tx, id);
      await recordAudit(tx, actor, [
        {
          resource: 'tag',
          action: 'create',
          resourceId: id,
          resourceName: created.tagName,
          before: null,
          after: toTagAdmin(created),
        },
      ]);
      return toTagAdmin(created);
    }),
  );
}

/** Renames a tag; its place is changed by the workbench arrangement. */
export async function editTag(ctx: ChangeContext, actor: Actor, request: EditTagRequest): Promise<TagAdmin> {
  return mappingDuplicateName(request.tagName, () =>
    changeCatalogue(ctx, async (tx) => {
      const before = await findOne(tx, request.id);
      await assertNameFree(tx, request.tagName, request.id);
      await updateTag(tx, request.id, { tagName: request.tagName });
      const after = await findOne(tx, request.id);
      await recordAudit(tx, actor, [
        {
          resource: 'tag',
          action: 'edit',
          resourceId: after.id,
          resourceName: after.tagName,
          before: toTagAdmin(before),
          after: toTagAdmin(after),
        },
      ]);
      return toTagAdmin(after);
    }),
  );
}

/** Deletes tags; their applications stay, untagged. One unknown id deletes nothing. */
export async function deleteTagsByIds(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  return changeCatalogue(ctx, async (tx) => {
    const rows = await findTags(tx, uuidsOf(ids));
    const distinct = requireAllFound(ids, new Set(rows.map((row) => row.id)), 'tags.notFound');
    // Recorded so the log tells which applications lost their tag.
    const untagged = await listApplicationIdsOfTags(tx, distinct);
    const deleted = await deleteTags(tx, distinct);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        resource: 'tag' as const,
        action: 'delete' as const,
        resourceId: row.id,
        resourceName: row.tagName,
        before: { ...toTagAdmin(row), applicationIds: untagged.get(row.id) ?? [] },
        after: null,
      })),
    );
    return { deleted };
  });
}
