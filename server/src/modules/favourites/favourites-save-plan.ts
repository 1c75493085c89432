import { randomUUID } from 'node:crypto';
import {
  type FirstPickMenu,
  hasDuplicateName,
  isAllowedFavouritePlacement,
  type MenuOrderEntry,
} from '@workbench/contracts';
import { badRequest, conflict, type FieldProblem, forbidden } from '../../platform/errors';
import type { MenuRow } from '../catalogue/menus/menus.service';
import type { FavouritesOwner, NewFavouriteRow } from './favourites.repository';

/** The rows that replace a user's favourites tree, worked out and checked before anything is written. */
export interface FavouritesSavePlan {
  folders: NewFavouriteRow[];
  pages: NewFavouriteRow[];
  /** From the root Service entry; undefined keeps the stored choice. */
  firstPickMenu: FirstPickMenu | undefined;
}

/** A 400 naming the entry field at fault ("Please check the input: 3.parentId must …"). */
function invalid(field: string, messageKey: string): never {
  const detail: FieldProblem = { field, messageKey };
  throw badRequest('errors.validation', {}, [detail]);
}

/** The application and sub-system ('' = none) a save is about; every entry must name the same. */
export function scopeOfEntries(entries: readonly MenuOrderEntry[]): { applicationId: string; dbId: string } {
  const first = entries[0];
  if (!first) invalid('body', 'favourites.emptySave');
  const dbId = first.dbId ?? '';
  const stray = entries.findIndex(
    (entry) => entry.applicationId !== first.applicationId || (entry.dbId ?? '') !== dbId,
  );
  if (stray >= 0) invalid(`${stray}.applicationId`, 'favourites.mixedScope');
  return { applicationId: first.applicationId, dbId };
}

/**
 * Checks a whole favourites tree (docs/spec.md §5 drop rules, unique folder names, pages the user may
 * open, parents present in the same payload) and turns it into rows with fresh ids: the
 * client's ids only link entries to their parents within this payload.
 */
export function planFavouritesSave(
  entries: readonly MenuOrderEntry[],
  owner: FavouritesOwner,
  grantedPages: ReadonlyMap<string, MenuRow>,
): FavouritesSavePlan {
  const byId = new Map<string, MenuOrderEntry>();
  for (const [index, entry] of entries.entries()) {
    if (byId.has(entry.id)) invalid(`${index}.id`, 'favourites.duplicateEntry');
    byId.set(entry.id, entry);
  }

  let firstPickMenu: FirstPickMenu | undefined;
  let serviceSeen = false;
  const newIds = new Map<string, string>();
  const folders: NewFavouriteRow[] = [];
  const pageEntries: { entry: MenuOrderEntry; index: number; folderEntryId: string | null }[] = [];

  for (const [index, entry] of entries.entries()) {
    if (entry.menuType === 'Service') {
      // The root entry only carries the side menu's default tab; it is not stored as a node.
      if (serviceSeen || entry.parentId) invalid(`${index}.menuType`, 'favourites.invalidPlacement');
      serviceSeen = true;
      firstPickMenu = entry.firstPickMenu;
      continue;
    }
    let parent: MenuOrderEntry | undefined;
    if (entry.parentId) {
      parent = byId.get(entry.parentId);
      if (!parent) invalid(`${index}.parentId`, 'favourites.parentMissing');
    }
    // Items hung under the root Service entry are at the top level.
    const parentType = parent && parent.menuType !== 'Service' ? parent.menuType : null;
    if (!isAllowedFavouritePlacement(entry.menuType, parentType)) {
      invalid(`${index}.parentId`, 'favourites.invalidPlacement');
    }
    if (entry.menuType === 'Module') {
      const id = randomUUID();
      newIds.set(entry.id, id);
      folders.push({ ...owner, id, menuType: 'Module', folderName: entry.menuName.trim(), orderNo: entry.orderNo });
    } else {
      pageEntries.push({ entry, index, folderEntryId: parentType === 'Module' ? (entry.parentId ?? null) : null });
    }
  }

  if (hasDuplicateName(folders.map((folder) => folder.folderName ?? ''))) {
    throw conflict('favourites.folderNameRepeated');
  }

  const seenPages = new Set<string>();
  const pages = pageEntries.map(({ entry, index, folderEntryId }): NewFavouriteRow => {
    // Without menuId the entry names the page by its own id, as function-menu items do (id = menuId).
    const menuId = entry.menuId || entry.id;
    if (!grantedPages.has(menuId)) throw forbidden('menus.notGranted');
    if (seenPages.has(menuId)) invalid(`${index}.menuId`, 'favourites.duplicatePage');
    seenPages.add(menuId);
    const parentId = folderEntryId ? (newIds.get(folderEntryId) ?? null) : null;
    return { ...owner, id: randomUUID(), menuId, menuType: 'Page', parentId, orderNo: entry.orderNo };
  });

  return { folders, pages, firstPickMenu };
}
