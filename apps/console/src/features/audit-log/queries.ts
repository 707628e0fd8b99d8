import { listAuditLog } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const auditPageSize = 20;

/** Who, what and when to keep of the trail; every part optional (`from`/`to` are instants, `to` excluded). */
export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function auditLogQueryOptions(pageNo: number, filter: AuditFilter = {}) {
  return queryOptions({
    queryKey: ['audit-log', { pageNo, pageSize: auditPageSize, ...filter }],
    queryFn: () => apiClient.call(listAuditLog, { pageNo, pageSize: auditPageSize, ...filter }),
    // Every settings change writes a row; never show an old page without checking.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(pageNo: number, filter: AuditFilter = {}) {
  return useQuery(auditLogQueryOptions(pageNo, filter));
}
