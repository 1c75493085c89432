import type { ArrangeWorkbenchRequest } from '@workbench/contracts';
import { badRequest, type FieldProblem } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { type Actor, recordAudit } from '../../audit/audit.service';
import { changeCatalogue } from '../catalogue-writes';
import { listApplicationPlacements, updateApplication } from './applications-admin.repository';
import { listAllTags, updateTag } from './tags-admin.repository';

/**
 * The listed ids take places 0..n-1 in the given order; the unlisted ones follow in their
 * present order, so every place stays distinct and an arrangement of part of the workbench
 * never lets an unlisted item jump in between the listed ones.
 */
function placesOf(currentOrder: readonly string[], listed: readonly string[]): Map<string, number> {
  const listedSet = new Set(listed);
  const sequence = [...listed, ...currentOrder.filter((id) => !listedSet.has(id))];
  return new Map(sequence.map((id, place) => [id, place]));
}

/** Every id must name something that exists, once; each problem names its entry. */
function checkList(
  ids: readonly string[],
  known: ReadonlySet<string>,
  field: (index: number) => string,
  unknownKey: string,
) {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (!known.has(id)) problems.push({ field: field(index), messageKey: unknownKey });
    else if (seen.has(id)) problems.push({ field: field(index), messageKey: 'workbench.listedTwice' });
    seen.add(id);
  }
  return problems;
}

/**
 * `application/arrangeWorkbench` (/EditWorkbench): the order of the drawer's tag filters and,
 * for each listed application, its tag and its place among the tiles. Checked as a whole first:
 * one unknown id changes nothing. The drawer's calls (tag/queryPageList and
 * application/queryAllApplicationsForCurrentUser) list by these places.
 */
export async function arrangeWorkbench(
  ctx: ChangeContext,
  actor: Actor,
  request: ArrangeWorkbenchRequest,
): Promise<null> {
  return changeCatalogue(ctx, async (tx) => {
    const tags = await listAllTags(tx);
    const applications = await listApplicationPlacements(tx);
    const tagIds = new Set(tags.map((tag) => tag.id));
    const applicationIds = new Set(applications.map((application) => application.id));
    const problems = [
      ...checkList(request.tagIds, tagIds, (i) => `tagIds.${i}`, 'applications.tagNotFound'),
      ...checkList(
        request.applications.map((entry) => entry.id),
        applicationIds,
        (i) => `applications.${i}.id`,
        'workbench.applicationNotFound',
      ),
      ...request.applications.flatMap((entry, i) =>
        entry.specialLeadTagId === null || tagIds.has(entry.specialLeadTagId)
          ? []
          : [{ field: `applications.${i}.specialLeadTagId`, messageKey: 'applications.tagNotFound' }],
      ),
    ];
    if (problems.length > 0) throw badRequest('errors.validation', {}, problems);

    const tagPlaces = placesOf(
      tags.map((tag) => tag.id),
      request.tagIds,
    );
    const applicationPlaces = placesOf(
      applications.map((application) => application.id),
      request.applications.map((entry) => entry.id),
    );
    const newTagOf = new Map(request.applications.map((entry) => [entry.id, entry.specialLeadTagId]));

    const tagsAfter = tags.map((tag) => ({ ...tag, order: tagPlaces.get(tag.id) ?? tag.order }));
    for (const [index, tag] of tagsAfter.entries()) {
      if (tag.order !== tags[index]?.order) await updateTag(tx, tag.id, { order: tag.order });
    }
    const applicationsAfter = applications.map((application) => ({
      ...application,
      specialLeadTagId: newTagOf.has(application.id)
        ? (newTagOf.get(application.id) ?? null)
        : application.specialLeadTagId,
      order: applicationPlaces.get(application.id) ?? application.order,
    }));
    for (const [index, application] of applicationsAfter.entries()) {
      const before = applications[index];
      if (application.order !== before?.order || application.specialLeadTagId !== before.specialLeadTagId) {
        await updateApplication(tx, application.id, {
          specialLeadTagId: application.specialLeadTagId,
          order: application.order,
        });
      }
    }

    const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);
    await recordAudit(tx, actor, [
      {
        resource: 'workbench',
        action: 'arrange',
        resourceId: null,
        resourceName: 'workbench',
        before: { tags, applications },
        after: { tags: byOrder(tagsAfter), applications: byOrder(applicationsAfter) },
      },
    ]);
    return null;
  });
}
