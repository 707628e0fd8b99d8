import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModals } from '../lib/auth-modal-store.ts';
import { useShownAuthModal } from '../lib/shown-auth-modal.ts';
import { openChangePasswordEvent } from '../features/security-center/change-password-event.ts';
import { useSessionEvents } from '../features/session/session-events.ts';
import { withNamespaces } from '../lib/i18n.ts';
import { Spinner } from '@ficha/ui';
import './auth-modal-host.css';

// The dialogs and what follows them are not part of the first load.
const AuthDialogs = lazy(async () => ({
  default: (await withNamespaces(['account'], () => import('../features/auth/auth-dialogs.tsx'))).AuthDialogs,
}));

/**
 * The account dialogs over any page: those asked for through `useAuthModals`, else the one the route opens.
 * Also where the session's events land: a lost session prompts a login, a refusal until the password is
 * changed forces the change, and the security center's request opens it.
 */
export function AuthModalHost() {
  const modal = useShownAuthModal();
  const modals = useAuthModals();

  useSessionEvents({
    onLost: () => modals.openLogin({ notice: 'session_lost' }),
    onPasswordChangeRequired: () => modals.openChangePassword({ isForced: true }),
  });

  useEffect(() => {
    // The security center asks for the change-password dialog with a window event.
    const handleRequest = () => modals.openChangePassword();
    window.addEventListener(openChangePasswordEvent, handleRequest);
    return () => window.removeEventListener(openChangePasswordEvent, handleRequest);
  }, [modals]);

  if (!modal) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <AuthDialogs modal={modal} />
    </Suspense>
  );
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="auth-modal-loading" role="status">
      <Spinner size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
