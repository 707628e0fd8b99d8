import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../features/session/password-change-form.tsx';

/** Shown instead of every page while the operator's password is one an owner set (decision 0066). */
export function PasswordChangePage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('passwordChange.title')}</h1>
        <p className="page-intro">{t('passwordChange.intro')}</p>
      </div>
      <section className="card" aria-label={t('passwordChange.title')}>
        <PasswordChangeForm />
      </section>
    </>
  );
}
