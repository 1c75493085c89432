/** The account that cannot be deleted or disabled (docs/api.md §5), and is exempt from ticket expiry (docs/spec.md §6). */
export const BUILT_IN_ADMIN_USER_NAME = 'admin';

/** Whether a user name is the built-in `admin` account; user names compare without regard to case. */
export function isBuiltInAdmin(userName: string): boolean {
  return userName.toLowerCase() === BUILT_IN_ADMIN_USER_NAME;
}
