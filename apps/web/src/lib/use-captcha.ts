import { businessConstants, getCaptcha } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { apiClient } from './api-client.ts';

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
    queryKey: ['captcha', formId, round],
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
