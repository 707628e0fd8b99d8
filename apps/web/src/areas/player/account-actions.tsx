import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { preloadAuthDialogs } from '../../features/auth/preload-auth-dialogs.ts';
import { loginPath, registerPath } from '../../lib/route-table.ts';
import { withNamespaces } from '../../lib/i18n.ts';
import { useSession } from '../../lib/use-session.ts';
import { Button, Spinner } from '@ficha/ui';

// Visitors (the home page's first load) never need the member's menu or balance.
const UserMenu = lazy(async () => ({
  default: (await withNamespaces(['account', 'points'], () => import('./user-menu.tsx'))).UserMenu,
}));
const HeaderBalance = lazy(async () => ({
  default: (await withNamespaces(['account'], () => import('../../features/wallet/header-balance.tsx'))).HeaderBalance,
}));
const HeaderDepositButton = lazy(async () => ({
  default: (await withNamespaces(['deposit'], () => import('../../features/deposit/header-deposit-button.tsx')))
    .HeaderDepositButton,
}));

/** The header's account part (SPEC §2.2): login and register for visitors, the user menu once signed in. */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  if (session.isLoggedIn) {
    return (
      <Suspense fallback={<Spinner />}>
        <div className="account-actions">
          {/* spec: §6 — a trial account has no wallet. */}
          {session.member && !session.isTrial && <HeaderBalance />}
          {session.member && !session.isTrial && <HeaderDepositButton />}
          <UserMenu />
        </div>
      </Suspense>
    );
  }
  return (
    <div className="account-actions" onPointerEnter={preloadAuthDialogs} onFocus={preloadAuthDialogs}>
      <Button variant="secondary" size="small" onClick={() => void navigate(loginPath)}>
        {t('hd_login_button')}
      </Button>
      <Button size="small" onClick={() => void navigate(registerPath)}>
        {t('hd_sign_button')}
      </Button>
    </div>
  );
}
