import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { captureRegistrationInfo } from '../features/auth/registration-info.ts';
import { TopProgressBar } from '../ui/top-progress-bar.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';

/**
 * The root of the route tree (SPEC §2.1 rules): after each navigation the page scrolls to top, and the
 * navigation loader shows only while a navigation is loading. The account dialogs live here, over
 * whichever layout the route uses.
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

  useEffect(() => {
    // Affiliate and referral codes a visitor arrives with are kept for a registration later in the visit.
    captureRegistrationInfo(location.search);
  }, [location.search]);

  return (
    <>
      <TopProgressBar isActive={navigation.state !== 'idle'} label={t('loading')} />
      <Outlet />
      <AuthModalHost />
    </>
  );
}
