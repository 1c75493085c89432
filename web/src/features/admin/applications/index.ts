// What the workbench editor (admin/workbench) uses of application management.

export { useAdminTags } from './api/get-admin-tags';
export { applicationPageQueryOptions } from './api/get-application-page';
export { refreshCatalogue } from './api/query-keys';
export { LogoThumb } from './components/logo-thumb';
export { APPLICATIONS_PATH, addUnderTagPath, editorPath, FROM_WORKBENCH } from './editor-path';
