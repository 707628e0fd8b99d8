import { businessConstants, checkAffiliateCode, getCaptcha, getCountries } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { apiClient } from '../../lib/api-client.ts';

export const authKeys = {
  countries: ['countries'] as const,
  captcha: (formId: string, round: number) => ['captcha', formId, round] as const,
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

/**
 * Whether an affiliate code from the URL is valid (upstream-api §1.2 `affiliate`). A refusal is an answer,
 * not a failure: `invitation_code_error` means "show the field and let the visitor type a code".
 */
export function affiliateCheckQuery(code: string, domain: string) {
  return queryOptions({
    queryKey: authKeys.affiliate(code, domain),
    queryFn: async () => {
      try {
        await apiClient.call(checkAffiliateCode, { code, domain });
        return { isValid: true };
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { isValid: false };
        throw error;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export interface Captcha {
  /** `data:` URL of the PNG, or null while it loads or after a failure. */
  imageUrl: string | null;
  captchaId: string | null;
  isLoading: boolean;
  isError: boolean;
  /** A new image; a click refreshes at most once a second (SPEC §5), `force` skips that (after a failed try). */
  refresh: (force?: boolean) => void;
}

/**
 * An image captcha for one form. Each image is single use and expires, so it never comes from a cache:
 * every round is its own query, dropped when the form goes, and a new one loads when it expires.
 */
export function useCaptcha(isEnabled: boolean): Captcha {
  const formId = useId();
  const [round, setRound] = useState(0);
  const lastRefreshAt = useRef<number | null>(null);
  const query = useQuery({
    queryKey: authKeys.captcha(formId, round),
    queryFn: () => apiClient.call(getCaptcha, {}),
    enabled: isEnabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (current) => {
      const seconds = current.state.data?.expiresInSeconds ?? 0;
      return seconds > 0 ? seconds * 1000 : false;
    },
  });
  const refresh = useCallback((force = false) => {
    const now = Date.now();
    const last = lastRefreshAt.current;
    if (!force && last !== null && now - last < businessConstants.throttle.captchaRefreshMs) return;
    lastRefreshAt.current = now;
    setRound((value) => value + 1);
  }, []);
  return {
    imageUrl: query.data ? `data:image/png;base64,${query.data.image}` : null,
    captchaId: query.data?.captchaId ?? null,
    isLoading: isEnabled && query.isPending,
    isError: query.isError,
    refresh,
  };
}
