import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { MerchantDialog } from '../../features/merchants/merchant-dialog.tsx';
import { MerchantsTable } from '../../features/merchants/merchants-table.tsx';
import { usePlatformMerchants, type MerchantProfile } from '../../features/merchants/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/**
 * `/console/merchants`: the platform's merchants (decision 0069), for its super-operator: each merchant's brand,
 * domains and settings; a new merchant comes with its first owner, who changes the temporary password first.
 */
export function MerchantsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const merchants = usePlatformMerchants();
  const [subject, setSubject] = useState<'new' | MerchantProfile | null>(null);
  const [notice, setNotice] = useState('');

  function renderBody() {
    if (merchants.isError) {
      return <ErrorState message={errorMessage(merchants.error)} onRetry={() => void merchants.refetch()} />;
    }
    if (!merchants.data) return <LoadingState />;
    if (merchants.data.list.length === 0) return <EmptyState message={t('merchants.empty')} />;
    return <MerchantsTable merchants={merchants.data.list} onEdit={setSubject} />;
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('merchants.title')}</h1>
          <p className="page-intro">{t('merchants.intro')}</p>
        </div>
        <button type="button" className={buttonClassName('primary')} onClick={() => setSubject('new')}>
          {t('merchants.add')}
        </button>
      </div>
      <p className="action-status" role="status">
        {notice}
      </p>
      {renderBody()}
      <MerchantDialog
        subject={subject}
        onClose={() => setSubject(null)}
        onSaved={(merchant, isNew) => {
          setSubject(null);
          setNotice(t(isNew ? 'merchants.created' : 'merchants.saved', { name: merchant.name, code: merchant.code }));
        }}
      />
    </>
  );
}
