import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryOptions } from '../../../../api/applications/get-applications';
import { tagsQueryOptions } from '../../../../api/applications/get-tags';

/**
 * Query keys of application management. Every key starts with ['admin', <area>] so that one
 * change can refresh a whole area (a kept /ApplicationMgr tab shows an edit made in the editor).
 */
export const adminCatalogueKeys = {
  applications: ['admin', 'applications'] as const,
  tags: ['admin', 'tags'] as const,
  dbInstances: ['admin', 'db-instances'] as const,
  menus: ['admin', 'menus'] as const,
  auditLog: ['admin', 'audit-log'] as const,
};

/**
 * After applications or tags change: the admin lists, the change history, and what every user
 * sees of them (the workbench drawer's tiles and tag filters).
 */
export function refreshCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.applications }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.tags }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.auditLog }),
    queryClient.invalidateQueries({ queryKey: applicationsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: tagsQueryOptions.queryKey }),
  ]);
}

/** After sub-systems change: the editor's list, the counts of the application list, the selection switcher. */
export function refreshDbInstances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.dbInstances }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.applications }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.auditLog }),
    queryClient.invalidateQueries({ queryKey: ['sub-systems'] }),
  ]);
}

/** After menus change: the editor's tree, the counts of the application list, the side menu. */
export function refreshMenus(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.menus }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.applications }),
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.auditLog }),
    queryClient.invalidateQueries({ queryKey: ['user-menus'] }),
  ]);
}
