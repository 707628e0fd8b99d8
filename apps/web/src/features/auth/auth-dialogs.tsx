import { flattenWhitelabel, type LoginResult, type WhitelabelNode } from '@ficha/contract';
import { lazy, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModals, type AuthModal } from '../../lib/auth-modal-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { homePath, loginPath, registerPath, resolveRoute } from '../../lib/route-table.ts';
import { memberPageHref } from '../../lib/member-pages.ts';

// Each dialog downloads when first opened.
const LoginDialog = lazy(async () => ({ default: (await import('./login-dialog.tsx')).LoginDialog }));
const RegisterDialog = lazy(async () => ({
  default: (await import('./register-dialog.tsx')).RegisterDialog,
}));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('./change-password-dialog.tsx')).ChangePasswordDialog,
}));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog,
}));
const ResetPasswordDialog = lazy(async () => ({
  default: (await import('./reset-password-dialog.tsx')).ResetPasswordDialog,
}));
const WelcomeDialog = lazy(async () => ({ default: (await import('./welcome-dialog.tsx')).WelcomeDialog }));

export interface AuthDialogsProps {
  modal: AuthModal;
}

/**
 * The open account dialog and what follows it (SPEC §4): after a login, the forced password change or the
 * session and the way back; after a registration, the session, home and the welcome step towards the first
 * deposit; after a phone reset, the session and home; after a reset link, the login with the username.
 */
export function AuthDialogs({ modal }: AuthDialogsProps) {
  const modals = useAuthModals();
  const session = useSession();
  const status = useSystemStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const modules = useMemo(
    () => flattenWhitelabel(status.info.whitelabel as WhitelabelNode[]),
    [status.info.whitelabel],
  );
  const rules = status.info.register;
  const passwordRule = rules.password ?? null;
  const route = resolveRoute(location.pathname);

  /** Closes the dialog; a route that opened one is left for `to`, or home. */
  const close = (to?: string) => {
    modals.close();
    const target = to ?? (route?.modal ? homePath : undefined);
    if (target && target !== location.pathname) void navigate(target);
  };

  /** Login and register keep their own addresses when the page is one of them; others open in place. */
  const show = (next: AuthModal) => {
    const path = next.name === 'login' ? loginPath : next.name === 'register' ? registerPath : null;
    if (route?.modal && path && Object.keys(next).length === 1) {
      modals.close();
      void navigate(path, { replace: true });
    } else {
      modals.open(next);
    }
  };

  const handleLoggedIn = async (result: LoginResult, password: string, redirectTo?: string) => {
    if (result.mustChangePassword) {
      // Opened before the token is kept, so the route's own dialog never shows in between.
      modals.openChangePassword({ isForced: true, oldPassword: password || undefined, redirectTo });
      await session.signIn(result);
      return;
    }
    await session.signIn(result);
    close(redirectTo);
  };

  switch (modal.name) {
    case 'welcome':
      return <WelcomeDialog onDeposit={() => close(memberPageHref('depositv2'))} onClose={() => close()} />;
    case 'login':
      return (
        <LoginDialog
          key={`login-${modal.username ?? ''}`}
          modules={modules}
          initialUsername={modal.username}
          notice={modal.notice}
          onLoggedIn={(result, password) => handleLoggedIn(result, password)}
          onOpenRegister={() => show({ name: 'register' })}
          onOpenForgotPassword={() => show({ name: 'forgotPassword' })}
          onClose={() => close()}
        />
      );
    case 'register':
      return (
        <RegisterDialog
          modules={modules}
          rules={rules}
          onRegistered={async (result) => {
            await handleLoggedIn(result, '', homePath);
            if (!result.mustChangePassword) modals.open({ name: 'welcome' });
          }}
          onOpenLogin={() => show({ name: 'login' })}
          onOpenForgotPassword={() => show({ name: 'forgotPassword' })}
          onClose={() => close()}
        />
      );
    case 'forgotPassword':
      return (
        <ForgotPasswordDialog
          modules={modules}
          passwordRule={passwordRule}
          onLoggedIn={(result) => handleLoggedIn(result, '', homePath)}
          onPasswordSet={(username) => show({ name: 'login', username, notice: 'password_reset' })}
          onOpenLogin={() => show({ name: 'login' })}
          onClose={() => close()}
        />
      );
    case 'resetPassword':
      return (
        <ResetPasswordDialog
          token={modal.token}
          passwordRule={passwordRule}
          onReset={(username) => {
            modals.openLogin({ username, notice: 'password_reset' });
            // The token is spent: keep /login without it.
            void navigate(loginPath, { replace: true });
          }}
          onClose={() => close()}
        />
      );
    case 'changePassword':
      return (
        <ChangePasswordDialog
          isForced={modal.isForced ?? false}
          initialOldPassword={modal.oldPassword}
          passwordRule={passwordRule}
          onChanged={async () => {
            await session.reloadMember();
            close(modal.redirectTo ?? homePath);
          }}
          onClose={() => close()}
          onSignOut={() => {
            modals.close();
            void session.signOut();
          }}
        />
      );
  }
}
