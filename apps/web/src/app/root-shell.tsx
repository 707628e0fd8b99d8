import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { TopProgressBar } from '../ui/top-progress-bar.tsx';

/**
 * The root of the route tree (SPEC §2.1 rules): after each navigation the page scrolls to top, and the
 * navigation loader shows only while a navigation is loading.
 */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    // A hash names a place on the page (a help entry); the page scrolls there itself.
    if (location.hash) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return (
    <>
      <TopProgressBar isActive={navigation.state !== 'idle'} label={t('loading')} />
      <Outlet />
    </>
  );
}
