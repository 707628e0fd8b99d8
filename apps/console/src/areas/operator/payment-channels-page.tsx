import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelFormDialog } from '../../features/payment-channels/channel-form-dialog.tsx';
import { reorderChanges } from '../../features/payment-channels/channel-order.ts';
import { PaymentChannelsTable } from '../../features/payment-channels/payment-channels-table.tsx';
import { usePaymentChannels, useUpdateChannel, type PaymentChannel } from '../../features/payment-channels/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';

/** `/console/payment-channels`: the deposit channels players can pick, their accounts, limits and order. */
export function PaymentChannelsPage() {
  const { t } = useTranslation();
  const canManage = useCan('channels.manage');
  const { errorMessage } = useErrorMessage();
  const channels = usePaymentChannels();
  const update = useUpdateChannel();
  const [editing, setEditing] = useState<PaymentChannel | 'new' | null>(null);

  async function move(channel: PaymentChannel, direction: -1 | 1) {
    for (const change of reorderChanges(channels.data ?? [], channel.id, direction)) await update.mutateAsync(change);
  }

  function renderBody() {
    if (channels.isError)
      return <ErrorState message={errorMessage(channels.error)} onRetry={() => void channels.refetch()} />;
    if (!channels.data) return <LoadingState />;
    if (channels.data.length === 0) return <EmptyState message={t('paymentChannels.empty')} />;
    return (
      <PaymentChannelsTable
        channels={channels.data}
        isBusy={update.isPending}
        onEdit={setEditing}
        onToggle={(channel) => update.mutate({ id: channel.id, enabled: !channel.enabled })}
        onMove={(channel, direction) => void move(channel, direction).catch(() => undefined)}
      />
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('paymentChannels.title')}</h1>
          <p className="page-intro">{t('paymentChannels.intro')}</p>
        </div>
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setEditing('new')}>
            {t('paymentChannels.add')}
          </button>
        ) : null}
      </div>
      {update.isError && editing === null ? <AlertMessage message={errorMessage(update.error)} /> : null}
      {renderBody()}
      <ChannelFormDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
