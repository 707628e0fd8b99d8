import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { captureRegistrationInfo } from '../features/auth/registration-info.ts';
import { opensChat, openChatPanel, useIsChatPanelOpen } from '../lib/chat-panel-store.ts';
import { withNamespaces } from '../lib/i18n.ts';
import { useSessionToken } from '../lib/session-store.ts';
import { TopProgressBar } from '../ui/top-progress-bar.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';

// Realtime pushes start after sign-in, in their own download: the first load never carries them.
const RealtimeHost = lazy(async () => ({
  default: (await withNamespaces(['realtime'], () => import('../features/realtime/realtime-host.tsx'))).RealtimeHost,
}));

// The support chat's panel downloads when it first opens (decision 0044).
const ChatPanel = lazy(async () => ({
  default: (await withNamespaces(['chat'], () => import('../features/support-chat/chat-panel.tsx'))).ChatPanel,
}));

/**
 * The root of the route tree (SPEC §2.1 rules): after each navigation the page scrolls to top, and the
 * navigation loader shows only while a navigation is loading. The account dialogs live here, over
 * whichever layout the route uses, and so do a signed-in member's realtime pushes and the
 * support chat's panel.
 */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const token = useSessionToken();
  const isChatOpen = useIsChatPanelOpen();

  useEffect(() => {
    // A hash names a place on the page (a help entry); the page scrolls there itself.
    if (location.hash) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  useEffect(() => {
    // Affiliate and referral codes a visitor arrives with are kept for a registration later in the visit.
    captureRegistrationInfo(location.search);
    // `CBS_launchChat` points the original clients at `/?chat=open`: the built-in chat opens.
    if (opensChat(location.search)) openChatPanel();
  }, [location.search]);

  return (
    <>
      <TopProgressBar isActive={navigation.state !== 'idle'} label={t('loading')} />
      <Outlet />
      <AuthModalHost />
      {token && (
        <Suspense fallback={null}>
          <RealtimeHost />
        </Suspense>
      )}
      {isChatOpen && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}
