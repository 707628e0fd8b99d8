import { DataTable, formatDateTime } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { alertDetailText } from './alert-detail-text.ts';
import type { RiskAlert } from './queries.ts';
import './risk.css';

export interface RiskAlertsTableProps {
  alerts: readonly RiskAlert[];
  isStale?: boolean;
}

/** The alert queue: one row per alert, each opening its page; the player opens the player's page. */
export function RiskAlertsTable({ alerts, isStale = false }: RiskAlertsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('risk.caption')}
      className="risk-table"
      isStale={isStale}
      rows={alerts}
      rowKey={(alert) => alert.id}
      columns={[
        { label: t('risk.id'), cell: (alert) => <Link to={`/risk/${alert.id}`}>#{alert.id}</Link> },
        {
          label: t('risk.raisedAt'),
          cell: (alert) => (
            <time dateTime={alert.createdAt}>{formatDateTime(alert.createdAt, i18n.language, { time: 'short' })}</time>
          ),
        },
        { label: t('risk.member'), cell: (alert) => <Link to={`/members/${alert.memberId}`}>{alert.username}</Link> },
        {
          label: t('risk.rule'),
          cell: (alert) => (
            <>
              <Link to={`/risk/${alert.id}`}>{t(`risk.rules.${alert.rule}`)}</Link>
              <p className="risk-note">{alertDetailText(alert, t, i18n.language)}</p>
            </>
          ),
        },
        {
          label: t('risk.status'),
          cell: (alert) => (
            <>
              <Badge label={t(`risk.statuses.${alert.status}`)} tone={alert.status === 'open' ? 'info' : 'neutral'} />
              {alert.assignedTo ? (
                <p className="risk-note">{t('risk.assignedTo', { name: alert.assignedTo })}</p>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
