import { getOperatorDashboard, getOperatorReport, type EndpointInput } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const reportsKey = ['reports'] as const;

/** The report's query without its page (what the filters choose and the CSV export takes). */
export type ReportQuery = Omit<EndpointInput<typeof getOperatorReport>, 'pageNo' | 'pageSize'>;

/** Report rows per page. */
export const reportPageSize = 20;

/**
 * The dashboard's figures, refreshed every minute while it is open (the fold adds new money within seconds); read
 * only for roles that see reports.
 */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, 'dashboard'],
    queryFn: () => apiClient.call(getOperatorDashboard, {}),
    refetchInterval: 60_000,
    enabled,
  });
}

export function useOperatorReport(query: ReportQuery, pageNo: number) {
  return useQuery({
    queryKey: [...reportsKey, 'report', query, pageNo],
    queryFn: () => apiClient.call(getOperatorReport, { ...query, pageNo, pageSize: reportPageSize }),
    placeholderData: keepPreviousData,
  });
}
