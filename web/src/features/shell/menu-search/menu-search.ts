// Side menu search (docs/spec.md §5): fuzzy over the Pages' titles and paths, and for Chinese titles also
// over their pinyin. Free of DOM and React so the bench can build the same index under Node.

import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { createPrefilteredFuse } from './prefiltered-fuse';
import { MENU_FUSE_OPTIONS, toSearchDocuments } from './search-documents';

export interface MenuSearchHit {
  item: MenuItem;
  /** Title in the active language. */
  title: string;
  /** Titles of the ancestors (Service, Module), outermost first. */
  breadcrumb: string[];
}

export interface MenuSearch {
  search(query: string, limit?: number): MenuSearchHit[];
}

export const DEFAULT_MENU_SEARCH_LIMIT = 50;

/** Builds the search index for one language; rebuild it when the menu tree or the language changes. */
export function createMenuSearch(tree: readonly MenuItem[], language: CoreLanguage): MenuSearch {
  // The index is built here, once; a keystroke then runs Fuse only on the pages that can make the list.
  const fuse = createPrefilteredFuse(toSearchDocuments(tree, language), MENU_FUSE_OPTIONS);

  return {
    search(query, limit = DEFAULT_MENU_SEARCH_LIMIT) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      return fuse.search(trimmed, limit).map(({ item: { item, title, breadcrumb } }) => ({ item, title, breadcrumb }));
    },
  };
}
