import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReferralRulesSection } from '../../features/referrals/referral-rules-form.tsx';
import { ReferralsTable } from '../../features/referrals/referrals-table.tsx';
import '../../features/referrals/referrals.css';

/** `/console/promotions/referrals`: the referral rules and the list of referrals with their state (decision 0081). */
export function ReferralsPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <Link className="back-link" to="/promotions">
          {t('referrals.back')}
        </Link>
        <h1 className="page-title">{t('referrals.title')}</h1>
        <p className="page-intro">{t('referrals.intro')}</p>
      </div>
      <div className="referral-page">
        <ReferralRulesSection />
        <ReferralsTable />
      </div>
    </>
  );
}
