import { getPromotionReport, type EndpointInput } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** What the filters choose, without the grouping (the page reads both groupings of the same range). */
export type PromotionReportQuery = Omit<EndpointInput<typeof getPromotionReport>, 'groupBy'>;

/** The promotion report of `query` grouped by `groupBy` (day rows for the chart, promotion rows for the table). */
export function usePromotionReport(query: PromotionReportQuery, groupBy: 'day' | 'promotion') {
  return useQuery({
    queryKey: ['reports', 'promotions', groupBy, query],
    queryFn: () => apiClient.call(getPromotionReport, { ...query, groupBy }),
    placeholderData: keepPreviousData,
  });
}
