import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { announcementsQuery } from '../features/announcements/queries.ts';
import { preloadAuthDialogs } from '../features/auth/preload-auth-dialogs.ts';
import { MaintenanceScreen } from '../features/system/maintenance-screen.tsx';
import { systemStatusQuery } from '../lib/system-queries.ts';
import { resolveRoute } from '../lib/route-table.ts';
import { applyBrandTheme } from '../lib/brand.ts';
import { ApiError } from '@ficha/contract/client';
import { RegionBlockedScreen } from '../features/system/region-blocked-screen.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useI18nReady, useLanguage } from '../lib/i18n.ts';
import { useSessionToken } from '../lib/session-store.ts';
import { Button } from '@ficha/ui';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { StatusScreen } from '../ui/status-screen.tsx';
import { createAppRouter } from './router.tsx';

/**
 * SPEC §4 "App start": the system status loads first, behind a full-screen loader; then status 0 renders
 * the application, 1 the maintenance page and 2 the region-blocked page. A failed load offers a retry.
 */
export function StartupGate() {
  // A stored language other than Spanish downloads its texts first.
  const isLanguageReady = useI18nReady();
  const { t } = useTranslation('system');
  const errorMessage = useErrorMessage();
  const status = useQuery(systemStatusQuery());
  usePrefetchAnnouncements(isLanguageReady);
  useEffect(() => {
    // /login and /register open their dialog at once: its code downloads beside the status, not after the page.
    if (resolveRoute(window.location.pathname)?.modal) preloadAuthDialogs();
  }, []);
  const brand = status.data?.info.brand;
  useEffect(() => {
    if (brand) applyBrandTheme(brand);
  }, [brand]);

  if (status.data && isLanguageReady) {
    switch (status.data.status) {
      case 1:
        return <MaintenanceScreen />;
      case 2:
        return <RegionBlockedScreen />;
      default:
        return <AppRouter />;
    }
  }

  if (status.isError && !status.isFetching && isLanguageReady) {
    // SPEC §8 "Invalid domain URL": a host that is no merchant's site says so (contact customer service); retrying
    // would answer the same.
    const isInvalidDomain = status.error instanceof ApiError && status.error.errorCode === 'invalid_domain';
    return (
      <StatusScreen
        isPage
        icon="warning"
        title={t('status_error_title')}
        actions={isInvalidDomain ? null : <Button onClick={() => void status.refetch()}>{t('retry')}</Button>}
      >
        <p>{errorMessage(status.error)}</p>
        {isInvalidDomain ? null : <p>{t('timeout_retry_please')}</p>}
      </StatusScreen>
    );
  }

  return <FullScreenLoader label={t('loading_site')} />;
}

/**
 * The announcements (the home page's banners, whose first image is its largest paint, and the layout's popups
 * and notices) and on the home page its lobby load alongside the status instead of after it: one round trip less
 * before the banner and the games show.
 */
function usePrefetchAnnouncements(isLanguageReady: boolean) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const token = useSessionToken();
  useEffect(() => {
    if (!isLanguageReady) return;
    void queryClient.prefetchQuery(announcementsQuery(language, token));
    // The home page's lobby (hot games, winner board, category lanes) likewise: read after the status, they arrived
    // after the first paint and pushed the page down (a layout shift of 0.05–0.12 on a phone).
    // Their code comes in its own chunk, beside the status call, so the first load's script stays as it was.
    if (window.location.pathname !== '/') return;
    void import('../features/lobby/queries.ts').then(({ hotGamesQuery, lanesQuery, winnerBoardQuery }) =>
      Promise.all([
        queryClient.prefetchQuery(hotGamesQuery(language)),
        queryClient.prefetchQuery(winnerBoardQuery(language)),
        queryClient.prefetchQuery(lanesQuery(language)),
      ]),
    );
  }, [queryClient, isLanguageReady, language, token]);
}

function AppRouter() {
  // Created once, after the status allowed the application.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
