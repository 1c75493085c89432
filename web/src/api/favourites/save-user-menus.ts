import { API_PATHS, type MenuOrderEntry } from '@workbench/contracts';
import { ignoredData, postApi } from '../http-client';

/** saveUserMenus: the whole favourites tree and the default side tab, in one call (docs/spec.md §7). */
export async function saveUserMenus(entries: MenuOrderEntry[]): Promise<void> {
  await postApi(API_PATHS.favourites.saveUserMenus, entries, ignoredData);
}
