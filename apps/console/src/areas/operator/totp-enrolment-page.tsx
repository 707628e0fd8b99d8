import { useTranslation } from 'react-i18next';
import { TotpSetup } from '../../features/session/totp-setup.tsx';

/** Shown instead of every page while an operator whose role requires a second factor has none (decision 0018). */
export function TotpEnrolmentPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('security.enrolTitle')}</h1>
        <p className="page-intro">{t('security.enrolIntro')}</p>
      </div>
      <section className="card" aria-label={t('security.totpTitle')}>
        <TotpSetup />
      </section>
    </>
  );
}
