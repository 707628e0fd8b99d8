import { lazy, Suspense, useState } from 'react';
import { withNamespaces } from '../../lib/i18n.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { useShownAuthModal } from '../../lib/shown-auth-modal.ts';
import { isPopupClosed, markPopupClosed, selectPopups, shouldShowPopup } from './popup-session.ts';
import { useAnnouncements } from './queries.ts';

const AnnouncementPopup = lazy(async () => ({
  default: (await withNamespaces(['content'], () => import('./announcement-popup.tsx'))).AnnouncementPopup,
}));

/**
 * Opens the announcement popup (SPEC §2.5) once per session until it is closed: the visitor's popups
 * (execution B) and, after sign-in, the member's (A, and F in the session of a first sign-in). Its code loads
 * only when there is something to show. It waits while an account dialog is open (a sign-in after the session
 * was lost, a forced change of password) instead of covering it.
 */
export function AnnouncementPopupHost() {
  const isSignedIn = Boolean(useSessionToken());
  const popups = useAnnouncements(selectPopups);
  const isAuthDialogShown = useShownAuthModal() !== null;
  // Closed in this page's life (the stored flag says the same for the rest of the session).
  const [closedHere, setClosedHere] = useState<{ member: boolean; visitor: boolean }>({
    member: false,
    visitor: false,
  });
  const isClosed = (isSignedIn ? closedHere.member : closedHere.visitor) || isPopupClosed(isSignedIn);
  if (isAuthDialogShown || !shouldShowPopup(popups.data, isClosed) || !popups.data) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        items={popups.data}
        onClose={() => {
          markPopupClosed(isSignedIn);
          setClosedHere({ ...closedHere, [isSignedIn ? 'member' : 'visitor']: true });
        }}
      />
    </Suspense>
  );
}
