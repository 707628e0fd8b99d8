import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '../ui/page-status.tsx';
import type { PageParams, PageRoute } from '../lib/page-params.ts';
import { PlayPage } from './play-page.tsx';

const RoundReplayPage = lazy(() => import('../replay/round-replay-page.tsx'));
const VerifyPage = lazy(() => import('../verify/verify-page.tsx'));

/** The three pages the game server serves with this app. */
export function App({ route, params, locale }: { route: PageRoute; params: PageParams; locale: string }) {
  const { t } = useTranslation();
  const loading = <PageStatus />;
  switch (route.page) {
    case 'play':
      return <PlayPage gameCode={route.gameCode} token={params.token} locale={locale} />;
    case 'round':
      return (
        <Suspense fallback={loading}>
          <RoundReplayPage roundId={route.roundId} locale={locale} language={params.language} />
        </Suspense>
      );
    case 'verify':
      return (
        <Suspense fallback={loading}>
          <VerifyPage />
        </Suspense>
      );
    case 'not_found':
      return (
        <p className="page-status" role="alert">
          {t('page_not_found')}
        </p>
      );
  }
}
