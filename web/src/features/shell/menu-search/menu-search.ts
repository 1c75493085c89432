// Side menu search (SPEC §5): fuzzy over the Pages' titles and paths, and for Chinese titles also
// over their pinyin. Free of DOM and React so the bench can build the same index under Node.

import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { flattenPages } from './flatten-menu';
import { pinyinKeys } from './pinyin-keys';

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

interface SearchDocument extends MenuSearchHit {
  path: string;
  /** Full pinyin and initials of the title, computed once when the index is built. */
  pinyin: string[];
}

export const DEFAULT_MENU_SEARCH_LIMIT = 50;

/*
 * Weights: SPEC §5 fixes title 0.7 and path 0.3. The pinyin strings are other spellings of the
 * title, so they get the title's weight and no more: a pinyin match can rank a page as high as the
 * same match on the title but never above it, and the title-to-path balance stays 7:3. One key
 * holding both spellings (rather than two keys each with 0.7) keeps pinyin from counting double.
 * Fuse only scores the keys that matched, so pages without pinyin (Latin titles) lose nothing.
 */
const FUSE_OPTIONS: IFuseOptions<SearchDocument> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    { name: 'pinyin', weight: 0.7 },
  ],
};

/** Builds the search index for one language; rebuild it when the menu tree or the language changes. */
export function createMenuSearch(tree: readonly MenuItem[], language: CoreLanguage): MenuSearch {
  const documents: SearchDocument[] = flattenPages(tree, language).map((page) => ({
    ...page,
    path: page.item.path,
    pinyin: pinyinKeys(page.title),
  }));
  // The index is built here, once, so a keystroke only scans it.
  const fuse = new Fuse(documents, FUSE_OPTIONS, Fuse.createIndex(FUSE_OPTIONS.keys ?? [], documents));

  return {
    search(query, limit = DEFAULT_MENU_SEARCH_LIMIT) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      return fuse
        .search(trimmed, { limit })
        .map(({ item: { item, title, breadcrumb } }) => ({ item, title, breadcrumb }));
    },
  };
}
