import { listAuditLog } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const auditPageSize = 20;

export function auditLogQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['audit-log', { pageNo, pageSize: auditPageSize }],
    queryFn: () => apiClient.call(listAuditLog, { pageNo, pageSize: auditPageSize }),
    // Every settings change writes a row; never show an old page without checking.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(pageNo: number) {
  return useQuery(auditLogQueryOptions(pageNo));
}
