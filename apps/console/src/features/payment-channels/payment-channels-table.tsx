import { DataTable, moneyText, RowAction } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import type { PaymentChannel } from './queries.ts';
import './payment-channels.css';

export interface PaymentChannelsTableProps {
  channels: readonly PaymentChannel[];
  onEdit: (channel: PaymentChannel) => void;
  onToggle: (channel: PaymentChannel) => void;
  onMove: (channel: PaymentChannel, direction: -1 | 1) => void;
  isBusy: boolean;
}

/** The merchant's channels in the order players see them, with edit, enable/disable and move up/down. */
export function PaymentChannelsTable({ channels, onEdit, onToggle, onMove, isBusy }: PaymentChannelsTableProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('channels.manage');
  return (
    <DataTable
      caption={t('paymentChannels.caption')}
      rows={channels}
      rowKey={(channel) => channel.id}
      columns={[
        { label: t('paymentChannels.sortOrder'), cell: (channel) => channel.sortOrder },
        {
          label: t('paymentChannels.name'),
          cell: (channel) => (
            <span>
              {channel.name} <code>{channel.code}</code>
            </span>
          ),
        },
        { label: t('paymentChannels.kind'), cell: (channel) => t(`paymentChannels.kinds.${channel.kind}`) },
        {
          label: t('paymentChannels.account'),
          className: 'channel-account',
          cell: (channel) =>
            channel.kind === 'gateway'
              ? t('paymentChannels.gatewayAccount')
              : [channel.bankName, channel.accountHolder, channel.accountNumber].filter(Boolean).join(' · '),
        },
        {
          label: t('paymentChannels.limits'),
          className: 'channel-limits',
          cell: (channel) =>
            `${moneyText(channel.minAmount, i18n.language)} – ${moneyText(channel.maxAmount, i18n.language)}`,
        },
        {
          label: t('paymentChannels.status'),
          cell: (channel) => (
            <Badge
              label={channel.enabled ? t('paymentChannels.on') : t('paymentChannels.off')}
              tone={channel.enabled ? 'success' : 'neutral'}
            />
          ),
        },
        {
          label: t('paymentChannels.actions'),
          cell: (channel, index) =>
            canManage ? (
              <div className="deposit-actions">
                <RowAction label={t('paymentChannels.edit')} rowName={channel.name} onClick={() => onEdit(channel)} />
                <RowAction
                  label={channel.enabled ? t('paymentChannels.disable') : t('paymentChannels.enable')}
                  rowName={channel.name}
                  disabled={isBusy}
                  onClick={() => onToggle(channel)}
                />
                <RowAction
                  label="↑"
                  disabled={isBusy || index === 0}
                  onClick={() => onMove(channel, -1)}
                  aria-label={t('paymentChannels.moveUp', { name: channel.name })}
                />
                <RowAction
                  label="↓"
                  disabled={isBusy || index === channels.length - 1}
                  onClick={() => onMove(channel, 1)}
                  aria-label={t('paymentChannels.moveDown', { name: channel.name })}
                />
              </div>
            ) : null,
        },
      ]}
    />
  );
}
