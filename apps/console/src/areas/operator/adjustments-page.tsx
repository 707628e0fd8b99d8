import { useTranslation } from 'react-i18next';
import { PendingChangeNotice } from '../../features/protection-changes/pending-change-notice.tsx';
import { AdjustmentsList } from '../../features/wallets/adjustments-list.tsx';
import { useAdjustmentSettings } from '../../features/wallets/queries.ts';
import { ThresholdForm } from '../../features/wallets/threshold-form.tsx';

/** `/console/adjustments`: manual wallet adjustments awaiting a second operator, and the threshold. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const pendingChange = useAdjustmentSettings().data?.pendingChange;
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('wallet.pageTitle')}</h1>
        <p className="page-intro">{t('wallet.pageIntro')}</p>
      </div>
      <div className="member-layout">
        <AdjustmentsList />
        <div>
          <ThresholdForm />
          {pendingChange ? <PendingChangeNotice change={pendingChange} /> : null}
        </div>
      </div>
    </>
  );
}
