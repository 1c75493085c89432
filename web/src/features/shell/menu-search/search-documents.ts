import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import type { IFuseOptions } from 'fuse.js';
import { type FlatPage, flattenPages } from './flatten-menu';
import { pinyinKeys } from './pinyin-keys';

/** What the menu search indexes for one Page. */
export interface SearchDocument extends FlatPage {
  path: string;
  /** Full pinyin and initials of the title, computed once when the index is built. */
  pinyin: string[];
}

/*
 * Weights: docs/spec.md §5 fixes title 0.7 and path 0.3. The pinyin strings are other spellings of the
 * title, so they get the title's weight and no more: a pinyin match can rank a page as high as the
 * same match on the title but never above it, and the title-to-path balance stays 7:3. One key
 * holding both spellings (rather than two keys each with 0.7) keeps pinyin from counting double.
 * Fuse only scores the keys that matched, so pages without pinyin (Latin titles) lose nothing.
 */
export const MENU_FUSE_OPTIONS: IFuseOptions<SearchDocument> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    { name: 'pinyin', weight: 0.7 },
  ],
};

/** The Pages of the tree as the search sees them in one language. */
export function toSearchDocuments(tree: readonly MenuItem[], language: CoreLanguage): SearchDocument[] {
  return flattenPages(tree, language).map((page) => ({
    ...page,
    path: page.item.path,
    pinyin: pinyinKeys(page.title),
  }));
}
