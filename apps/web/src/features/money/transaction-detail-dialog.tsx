import { wireMoneyText } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { Dialog, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { transactionDetailQuery } from './queries.ts';
import { useKindText } from './use-kind-text.ts';

export interface TransactionDetailDialogProps {
  entryId: number;
  onClose: () => void;
}

/** One movement's details (ODSFE2_MemTransDet), in a dialog over the account record. */
export function TransactionDetailDialog({ entryId, onClose }: TransactionDetailDialogProps) {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const kindText = useKindText();
  const detail = useQuery(transactionDetailQuery(entryId));

  let body;
  if (detail.isPending) body = <LoadingState label={t('records_loading')} />;
  else if (detail.isError)
    body = (
      <ErrorState
        message={errorMessage(detail.error)}
        retryLabel={t('retry')}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  else {
    const d = detail.data;
    body = (
      <dl className="money-facts">
        <dt>{t('records_entry_id')}</dt>
        <dd>{d.entryId}</dd>
        <dt>{t('records_time')}</dt>
        <dd>
          <time dateTime={d.time}>{formatDateTime(d.time, locale, { date: 'medium' })}</time>
        </dd>
        <dt>{t('records_kind')}</dt>
        <dd>{kindText(d.kind, d.amount)}</dd>
        <dt>{t('records_amount')}</dt>
        <dd className={d.amount < 0 ? 'money-facts__amount' : 'money-facts__amount money-facts__amount--in'}>
          {wireMoneyText(d.amount, locale, true)} {d.currency}
        </dd>
        <dt>{t('records_balance_after')}</dt>
        <dd>
          {wireMoneyText(d.balanceAfter, locale)} {d.currency}
        </dd>
        {d.counterparty ? (
          <>
            <dt>{t('records_counterparty')}</dt>
            <dd>{d.counterparty}</dd>
          </>
        ) : null}
        {d.memo ? (
          <>
            <dt>{t('records_memo')}</dt>
            <dd>{d.memo}</dd>
          </>
        ) : null}
        {d.reversesEntryId ? (
          <>
            <dt>{t('records_reverses')}</dt>
            <dd>{d.reversesEntryId}</dd>
          </>
        ) : null}
      </dl>
    );
  }

  return (
    <Dialog title={t('records_details_of', { id: entryId })} closeLabel={t('close')} onClose={onClose} size="small">
      {body}
    </Dialog>
  );
}
