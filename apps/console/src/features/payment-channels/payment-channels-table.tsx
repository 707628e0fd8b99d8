import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { buttonClassName, DataTable, moneyText } from '@ficha/ui';
import type { PaymentChannel } from './queries.ts';
import './payment-channels.css';
import { useCan } from '../../lib/use-can.ts';

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
      columns={[
        t('paymentChannels.sortOrder'),
        t('paymentChannels.name'),
        t('paymentChannels.kind'),
        t('paymentChannels.account'),
        t('paymentChannels.limits'),
        t('paymentChannels.status'),
        t('paymentChannels.actions'),
      ]}
    >
      {channels.map((channel, index) => (
        <tr key={channel.id}>
          <td data-label={t('paymentChannels.sortOrder')}>{channel.sortOrder}</td>
          <td data-label={t('paymentChannels.name')}>
            <span>
              {channel.name} <code>{channel.code}</code>
            </span>
          </td>
          <td data-label={t('paymentChannels.kind')}>{t(`paymentChannels.kinds.${channel.kind}`)}</td>
          <td data-label={t('paymentChannels.account')} className="channel-account">
            {channel.kind === 'gateway'
              ? t('paymentChannels.gatewayAccount')
              : [channel.bankName, channel.accountHolder, channel.accountNumber].filter(Boolean).join(' · ')}
          </td>
          <td data-label={t('paymentChannels.limits')} className="channel-limits">
            {moneyText(channel.minAmount, i18n.language)} – {moneyText(channel.maxAmount, i18n.language)}
          </td>
          <td data-label={t('paymentChannels.status')}>
            <Badge
              label={channel.enabled ? t('paymentChannels.on') : t('paymentChannels.off')}
              tone={channel.enabled ? 'success' : 'neutral'}
            />
          </td>
          <td data-label={t('paymentChannels.actions')}>
            {canManage ? (
              <div className="deposit-actions">
                <button type="button" className={buttonClassName('secondary')} onClick={() => onEdit(channel)}>
                  {t('paymentChannels.edit')}
                  <span className="visually-hidden"> {channel.name}</span>
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={isBusy}
                  onClick={() => onToggle(channel)}
                >
                  {channel.enabled ? t('paymentChannels.disable') : t('paymentChannels.enable')}
                  <span className="visually-hidden"> {channel.name}</span>
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={isBusy || index === 0}
                  onClick={() => onMove(channel, -1)}
                  aria-label={t('paymentChannels.moveUp', { name: channel.name })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={isBusy || index === channels.length - 1}
                  onClick={() => onMove(channel, 1)}
                  aria-label={t('paymentChannels.moveDown', { name: channel.name })}
                >
                  ↓
                </button>
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
