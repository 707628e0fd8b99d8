import { checkAffiliateCode, getCountries } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const authKeys = {
  countries: ['countries'] as const,
  affiliate: (code: string, domain: string) => ['affiliate-check', code, domain] as const,
};

/** Dialing codes for the phone fields; they change rarely. */
export function countriesQuery() {
  return queryOptions({
    queryKey: authKeys.countries,
    queryFn: () => apiClient.call(getCountries, {}),
    staleTime: 60 * 60_000,
  });
}

/** The answer about a code from the URL: valid with the inviting agent's display name, or refused. */
export type AffiliateCheck = { isValid: true; agentName: string } | { isValid: false };

/**
 * Whether an affiliate code from the URL is valid (upstream-api §1.2 `affiliate`), and the name of the agent
 * who invited (the check reveals nothing else). A refusal is an answer, not a failure:
 * `invitation_code_error` means "show the field and let the visitor type a code".
 */
export function affiliateCheckQuery(code: string, domain: string) {
  return queryOptions({
    queryKey: authKeys.affiliate(code, domain),
    queryFn: async (): Promise<AffiliateCheck> => {
      try {
        const { agentNickname } = await apiClient.call(checkAffiliateCode, { code, domain });
        return { isValid: true, agentName: agentNickname };
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { isValid: false };
        throw error;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
