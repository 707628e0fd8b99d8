import { getBettingRecords, getPersonalProfit, type EndpointInput, type profitPeriods } from '@ficha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type BettingRecordFilter = Required<EndpointInput<typeof getBettingRecords>>;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** The member's betting record for a filter (SPEC §2.6 personalHistoryCopy). */
export function bettingRecordsQuery(filter: Omit<BettingRecordFilter, 't'>) {
  return queryOptions({
    queryKey: ['betting-records', filter],
    queryFn: () => apiClient.call(getBettingRecords, filter),
    placeholderData: keepPreviousData,
  });
}

/** The member's profit and loss of a period (SPEC §2.6 personalProfit). */
export function personalProfitQuery(period: ProfitPeriod) {
  return queryOptions({
    queryKey: ['personal-profit', period],
    queryFn: () => apiClient.call(getPersonalProfit, { period }),
  });
}
