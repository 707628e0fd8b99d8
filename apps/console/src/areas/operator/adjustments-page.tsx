import { useTranslation } from 'react-i18next';
import { AdjustmentsList } from '../../features/wallets/adjustments-list.tsx';
import { ThresholdForm } from '../../features/wallets/threshold-form.tsx';

/** `/console/adjustments`: manual wallet adjustments awaiting a second operator, and the threshold. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('wallet.pageTitle')}</h1>
        <p className="page-intro">{t('wallet.pageIntro')}</p>
      </div>
      <div className="member-layout">
        <AdjustmentsList />
        <ThresholdForm />
      </div>
    </>
  );
}
