import { API_PATHS } from '@workbench/contracts';
import { baseMenuListCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/** queryUserBaseMenuList: the permission codes granted to the user (docs/spec.md §2 guard, §6). */
export async function getBaseMenuCodes(): Promise<Record<string, boolean>> {
  const { data } = await postApi(API_PATHS.menus.baseMenuList, { isPda: false }, baseMenuListCheck);
  return data.baseMenuCodes;
}
