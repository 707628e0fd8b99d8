import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useOperatorLogout } from './queries.ts';

export function SignOutButton() {
  const { t } = useTranslation();
  const logout = useOperatorLogout();
  return (
    <button
      type="button"
      className={buttonClassName('secondary')}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      {logout.isPending ? t('session.signingOut') : t('session.signOut')}
    </button>
  );
}
