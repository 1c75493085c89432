/**
 * Public interface of the auth feature. Pages are not exported here: the router loads them
 * lazily by file so that they stay out of the entry chunk.
 */
export { ChangePasswordDialog } from './change-password-dialog';
export { endSession, followOtherTabs, hasSession, onBeforeSignOut, signOut } from './session-end';
