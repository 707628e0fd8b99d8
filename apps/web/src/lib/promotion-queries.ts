import { getAvailablePromotions, getMerchantAvailablePromotions, getPromotionCategories } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { useLanguage } from './i18n.ts';
import { promotionKeys } from './query-keys.ts';
import { useSessionToken } from './session-store.ts';

/**
 * The merchant's promotions that have not ended, in the site's language (decision 0054): with the member's
 * state of each when signed in, as a visitor sees them otherwise. The promotions page and the deposit form's
 * bonus opt-in read the same list.
 */
export function usePromotions() {
  const language = useLanguage();
  const token = useSessionToken();
  return useQuery({
    queryKey: promotionKeys.list(language, token),
    queryFn: () =>
      token
        ? apiClient.call(getAvailablePromotions, { language })
        : apiClient.call(getMerchantAvailablePromotions, { language }),
    select: (data) => data.list,
    // While another language loads, keep showing the previous one.
    placeholderData: keepPreviousData,
  });
}

/** The categories that hold at least one promotion, with their counts. */
export function usePromotionCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.categories(language),
    queryFn: () => apiClient.call(getPromotionCategories, { language }),
    select: (data) => data.list,
  });
}
