import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationQueue } from '../../features/promotions/application-queue.tsx';

/** `/console/promotions/applications`: the "apply" promotions' review queue (issue 16, decision 0077). */
export function PromotionApplicationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <Link className="back-link" to="/promotions">
          {t('applications.back')}
        </Link>
        <h1 className="page-title">{t('applications.title')}</h1>
        <p className="page-intro">{t('applications.intro')}</p>
      </div>
      <ApplicationQueue />
    </>
  );
}
