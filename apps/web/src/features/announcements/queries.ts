import { announcementTypes, businessConstants, getAnnouncements, type LanguageCode } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import type { Announcements } from './home-banners.ts';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (language: LanguageCode, token: string | null) => [...announcementKeys.all, language, token] as const,
};

/**
 * Banners, marquee notices, popups and promotion images. The server answers in the `Language` header's
 * language, so the language is part of the key and a change refetches (SPEC §4 "Language change"); the
 * popups depend on the session (visitor, member, first sign-in), so its token is part of it too.
 */
export function announcementsQuery(language: LanguageCode, token: string | null) {
  return queryOptions({
    queryKey: announcementKeys.list(language, token),
    queryFn: () =>
      apiClient.call(getAnnouncements, {
        types: announcementTypes.join(','),
        platform: businessConstants.platform,
      }),
    // While another language loads, keep showing the previous one instead of a loading state.
    placeholderData: keepPreviousData,
  });
}

/** The announcements of the current language and session, narrowed by `select`. */
export function useAnnouncements<T>(select: (announcements: Announcements) => T) {
  const language = useLanguage();
  const token = useSessionToken();
  return useQuery({ ...announcementsQuery(language, token), select });
}
