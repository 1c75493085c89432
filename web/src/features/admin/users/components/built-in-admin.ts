import { BUILT_IN_ADMIN_USER_NAME } from '@workbench/contracts';

/**
 * The account `admin` (API.md §5), which cannot be deleted, disabled, renamed or stop being an
 * administrator. The server compares user names ignoring case, so the portal does too.
 */
export function isBuiltInAdmin(user: { userName: string }): boolean {
  return user.userName.toLowerCase() === BUILT_IN_ADMIN_USER_NAME;
}
