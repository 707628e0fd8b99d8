import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RebateQueue } from '../../features/promotions/rebate-queue.tsx';

/** `/console/promotions/rebates`: the manual rebate queue (issue 16, decision 0070). */
export function RebateRequestsPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <Link className="back-link" to="/promotions">
          {t('rebates.back')}
        </Link>
        <h1 className="page-title">{t('rebates.title')}</h1>
        <p className="page-intro">{t('rebates.intro')}</p>
      </div>
      <RebateQueue />
    </>
  );
}
