import { announcementTypes, businessConstants, getAnnouncements, type LanguageCode } from '@ficha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (language: LanguageCode) => [...announcementKeys.all, language] as const,
};

/**
 * Banners, marquee notices, popups and promotion images. The server answers in the `Language` header's
 * language, so the language is part of the key and a change refetches (SPEC §4 "Language change").
 */
export function announcementsQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: announcementKeys.list(language),
    queryFn: () =>
      apiClient.call(getAnnouncements, {
        types: announcementTypes.join(','),
        platform: businessConstants.platform,
      }),
    // While another language loads, keep showing the previous one instead of a loading state.
    placeholderData: keepPreviousData,
  });
}
