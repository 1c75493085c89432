/**
 * Public interface of the administration kit for pages outside features/admin (the event centre):
 * the page frame, the load failure, the server's paging, the editors and the account search.
 */
export { AdminPage } from './shared/admin-page';
export { useUserSearch } from './shared/api/search-users';
export { userLabel } from './shared/api/user-names';
export { EditorDialog } from './shared/editor/editor-dialog';
export { EditorForm } from './shared/editor/editor-form';
export { type EditorFormState, useEditorForm } from './shared/editor/use-editor-form';
export { LoadFailedAlert } from './shared/load-failed-alert';
export { RowAction } from './shared/row-actions';
export { failureText } from './shared/server-field-errors';
export { DEFAULT_PAGE_SIZE, type PagedListRequest, usePagedList } from './shared/use-paged-list';
export { zodRule } from './shared/zod-rule';
