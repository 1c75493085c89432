/**
 * Public interface of the auth feature. Pages are not exported here: the router loads them
 * lazily by file so that they stay out of the entry chunk.
 */
export type { ChangePasswordDialogProps } from './change-password-dialog';

/** The change-password dialog's code (antd's Form and Modal), loaded when the dialog is first opened. */
export const loadChangePasswordDialog = () => import('./change-password-dialog');
export { endSession, followOtherTabs, hasSession, onBeforeSignOut, signOut } from './session-end';
