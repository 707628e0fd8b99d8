import { wireMoneyText, type ConsoleBet } from '@ficha/contract';
import { DataTable, formatDateTime } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page of found rounds: when, who (to the member's page), game, amounts, status and the replay link. */
export function BetsTable({ bets, isStale }: { bets: readonly ConsoleBet[]; isStale: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (value: number | null) => (value === null ? '—' : wireMoneyText(value, i18n.language));
  return (
    <DataTable
      caption={t('bets.caption')}
      isStale={isStale}
      rows={bets}
      rowKey={(bet) => bet.id}
      columns={[
        { label: t('bets.openedAt'), cell: (bet) => formatDateTime(bet.openedAt, i18n.language) },
        { label: t('bets.username'), cell: (bet) => <Link to={`/members/${bet.memberId}`}>{bet.username}</Link> },
        { label: t('bets.game'), cell: (bet) => `${bet.gameCode} (${bet.vendorCode})` },
        { label: t('bets.roundId'), cell: (bet) => bet.roundId },
        { label: t('bets.stake'), className: 'report-table__number', cell: (bet) => money(bet.stake) },
        { label: t('bets.win'), className: 'report-table__number', cell: (bet) => money(bet.win) },
        { label: t('bets.profit'), className: 'report-table__number', cell: (bet) => money(bet.profit) },
        { label: t('bets.status'), cell: (bet) => t(`bets.statuses.${bet.status}`) },
        {
          label: t('bets.replay'),
          cell: (bet) => (
            <a href={bet.detailUrl} target="_blank" rel="noreferrer">
              {t('bets.openReplay')}
            </a>
          ),
        },
      ]}
    />
  );
}
