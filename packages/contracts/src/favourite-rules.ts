import type { MenuType } from './menus';

/**
 * Favourite tree drop rule (docs/spec.md §5): a Module may only sit at top level;
 * a Page may sit at top level or inside a Module.
 */
export function isAllowedFavouritePlacement(item: MenuType, parent: MenuType | null): boolean {
  if (item === 'Module') return parent === null;
  if (item === 'Page') return parent === null || parent === 'Module';
  return false;
}

/** "New Folder" plus the next free number (docs/spec.md §5), given the names in use. */
export function nextFolderName(existing: Iterable<string>, base = 'New Folder'): string {
  const used = new Set(existing);
  let n = 1;
  while (used.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/** Folder names must be unique; compared trimmed and case-insensitively. */
export function hasDuplicateName(names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLocaleLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
