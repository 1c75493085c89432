import type { ApplicationAdmin, ArrangeWorkbenchRequest, TagAdmin } from '@workbench/contracts';

/**
 * The workbench drawer as an administrator arranges it: the tags in their order, each with its
 * application tiles in order, and the untagged tiles last (the drawer's "All Applications" shows
 * every tile in this order).
 */
export interface WorkbenchGroup {
  /** null for the untagged tiles. */
  tagId: string | null;
  tagName: string;
  applications: ApplicationAdmin[];
}

export type WorkbenchDropPosition = 'before' | 'inside' | 'after';
export interface WorkbenchDropTarget {
  key: string;
  position: WorkbenchDropPosition;
}

/** Tree keys: ids are UUIDs, the prefixes keep a tag and an application with one id apart. */
export const UNTAGGED_KEY = 'untagged';
export const groupKey = (tagId: string | null) => (tagId === null ? UNTAGGED_KEY : `tag:${tagId}`);
export const applicationKey = (id: string) => `app:${id}`;

export function buildGroups(tags: readonly TagAdmin[], applications: readonly ApplicationAdmin[]): WorkbenchGroup[] {
  const groups = [...tags]
    .sort((a, b) => a.order - b.order)
    .map((tag): WorkbenchGroup => ({ tagId: tag.id, tagName: tag.tagName, applications: [] }));
  const untagged: WorkbenchGroup = { tagId: null, tagName: '', applications: [] };
  const byTag = new Map(groups.map((group) => [group.tagId, group]));
  for (const application of [...applications].sort((a, b) => a.order - b.order)) {
    // A tag the list does not know (deleted meanwhile) leaves the tile untagged.
    (byTag.get(application.specialLeadTagId) ?? untagged).applications.push(application);
  }
  return [...groups, untagged];
}

/** The arrangeWorkbench body: the tags' order, then every tile with its tag, in drawer order. */
export function toArrangeRequest(groups: readonly WorkbenchGroup[]): ArrangeWorkbenchRequest {
  return {
    tagIds: groups.flatMap((group) => (group.tagId === null ? [] : [group.tagId])),
    applications: groups.flatMap((group) =>
      group.applications.map((application) => ({ id: application.id, specialLeadTagId: group.tagId })),
    ),
  };
}

interface Place {
  group: number;
  /** -1 for a group itself. */
  item: number;
}

function locate(groups: readonly WorkbenchGroup[], key: string): Place | null {
  for (const [group, entry] of groups.entries()) {
    if (groupKey(entry.tagId) === key) return { group, item: -1 };
    const item = entry.applications.findIndex((application) => applicationKey(application.id) === key);
    if (item >= 0) return { group, item };
  }
  return null;
}

const isUntagged = (groups: readonly WorkbenchGroup[], index: number) => groups[index]?.tagId === null;

/**
 * Where a drop may go: a tag among the tags (the untagged tiles stay last, and are not moved), a
 * tile inside a group or beside another tile.
 */
export function canDropWorkbench(
  groups: readonly WorkbenchGroup[],
  dragKey: string,
  target: WorkbenchDropTarget,
): boolean {
  const from = locate(groups, dragKey);
  const to = locate(groups, target.key);
  if (!from || !to || dragKey === target.key) return false;
  if (from.item === -1) {
    if (isUntagged(groups, from.group) || to.item !== -1 || target.position === 'inside') return false;
    return !(isUntagged(groups, to.group) && target.position === 'after');
  }
  return to.item === -1 ? target.position === 'inside' : target.position !== 'inside';
}

function withoutDragged(groups: readonly WorkbenchGroup[], from: Place) {
  const next = groups.map((group) => ({ ...group, applications: [...group.applications] }));
  if (from.item === -1) {
    const [group] = next.splice(from.group, 1);
    return { next, group, application: undefined };
  }
  const [application] = next[from.group]?.applications.splice(from.item, 1) ?? [];
  return { next, group: undefined, application };
}

/** The groups after a drop, or null when the drop is not allowed. */
export function dropWorkbench(
  groups: readonly WorkbenchGroup[],
  dragKey: string,
  target: WorkbenchDropTarget,
): WorkbenchGroup[] | null {
  if (!canDropWorkbench(groups, dragKey, target)) return null;
  const from = locate(groups, dragKey);
  if (!from) return null;
  const { next, group, application } = withoutDragged(groups, from);
  const to = locate(next, target.key);
  if (!to) return null;
  const after = target.position === 'after' ? 1 : 0;
  if (group) {
    next.splice(to.group + after, 0, group);
  } else if (application) {
    const applications = next[to.group]?.applications;
    if (!applications) return null;
    if (to.item === -1) applications.push(application);
    else applications.splice(to.item + after, 0, application);
  }
  return next;
}

/**
 * The keyboard's way to arrange: one place up or down. A tile at the edge of its group goes to the
 * end of the group above or the start of the group below, so tiles can change tags without a mouse.
 */
export function moveByOne(groups: readonly WorkbenchGroup[], key: string, delta: -1 | 1): WorkbenchGroup[] | null {
  const from = locate(groups, key);
  if (!from) return null;
  if (from.item === -1) {
    const neighbour = groups[from.group + delta];
    if (!neighbour || neighbour.tagId === null || isUntagged(groups, from.group)) return null;
    return dropWorkbench(groups, key, { key: groupKey(neighbour.tagId), position: delta < 0 ? 'before' : 'after' });
  }
  const siblings = groups[from.group]?.applications ?? [];
  const sibling = siblings[from.item + delta];
  if (sibling) {
    return dropWorkbench(groups, key, { key: applicationKey(sibling.id), position: delta < 0 ? 'before' : 'after' });
  }
  const neighbour = groups[from.group + delta];
  if (!neighbour) return null;
  const { next, application } = withoutDragged(groups, from);
  const applications = next[from.group + delta]?.applications;
  if (!application || !applications) return null;
  if (delta < 0) applications.push(application);
  else applications.unshift(application);
  return next;
}
