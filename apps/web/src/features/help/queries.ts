import { getHelpCenter, type LanguageCode } from '@ficha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const helpKeys = {
  all: ['help'] as const,
  entries: (language: LanguageCode) => [...helpKeys.all, 'entries', language] as const,
};

/** Help-center entries in a language, in their configured order; keyed by language so a change refetches. */
export function helpEntriesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: helpKeys.entries(language),
    queryFn: async () => {
      const entries = await apiClient.call(getHelpCenter, { lang: language, device: 'WEB' });
      return [...entries].sort((a, b) => a.sort - b.sort);
    },
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
