/*
 * What every demo sub-application (apps/*) shares, imported as "@workbench/app-kit": the React
 * side of the host session, the i18n plumbing, the page parts and the start-up. The stylesheet
 * is "@workbench/app-kit/base.css" (with "controls.css" for the
 * full-size buttons, search box and header); test helpers are "@workbench/app-kit/testing".
 */
export * from './components/data-table';
export * from './components/list-frame';
export * from './components/list-page';
export * from './components/notice';
export * from './components/pager';
export * from './components/search-form';
export * from './host/host-session-context';
export * from './host/hosted-app';
export * from './host/page-switch';
export * from './host/routed-app';
export * from './host/use-document-language';
export * from './host/waiting-notice';
export * from './i18n/i18n-context';
export * from './i18n/translator';
export * from './list/list-error-text';
export * from './list/paged-list-call';
export * from './list/use-paged-list';
export * from './routing/route-table';
export * from './scan/use-scan';
export * from './start/start-hosted-app';
