import type { SystemStatus } from '@ficha/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { loadSystemStatus } from './sealed-status.ts';

export const systemKeys = {
  status: ['system', 'status'] as const,
};

/** Start-up permissions (SPEC §4 "App start"); the first call the site makes, its customer-service paths opened. */
export function systemStatusQuery() {
  return queryOptions({
    queryKey: systemKeys.status,
    queryFn: () => loadSystemStatus(apiClient),
    staleTime: 5 * 60_000,
  });
}

/** The status once the start-up gate has loaded it; the gate renders nothing below it before that. */
export function useSystemStatus(): SystemStatus {
  return useSuspenseQuery(systemStatusQuery()).data;
}
