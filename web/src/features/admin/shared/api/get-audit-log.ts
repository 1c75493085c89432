import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type AuditEntry,
  type AuditResource,
  auditEntrySchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

const auditPageSchema = pagedResultSchema(auditEntrySchema);

export interface AuditLogQuery {
  resource: AuditResource;
  resourceId?: string | undefined;
  page: number;
  pageSize: number;
}

/** auditLog/queryPageList: recorded changes, newest first (administrators only). */
export async function getAuditLog(query: AuditLogQuery): Promise<PagedResult<AuditEntry>> {
  const { data } = await postApi(
    API_PATHS.admin.auditLog.pageList,
    {
      resource: query.resource,
      ...(query.resourceId ? { resourceId: query.resourceId } : {}),
      maxResultCount: query.pageSize,
      skipCount: (query.page - 1) * query.pageSize,
    },
    auditPageSchema,
  );
  return data;
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ queryKey: ['admin', 'audit-log', query] as const, queryFn: () => getAuditLog(query) });
}
