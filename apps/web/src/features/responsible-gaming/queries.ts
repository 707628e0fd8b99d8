import { getActivityStatement, getResponsibleGaming } from '@ficha/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const rgStatusKey = ['responsible-gaming'] as const;

/** The member's limits, reality check and session figures (decision 0048). */
export const rgStatusQuery = queryOptions({
  queryKey: rgStatusKey,
  queryFn: () => apiClient.call(getResponsibleGaming, {}),
});

export const statementQuery = queryOptions({
  queryKey: ['responsible-gaming', 'statement'],
  queryFn: () => apiClient.call(getActivityStatement, {}),
});
