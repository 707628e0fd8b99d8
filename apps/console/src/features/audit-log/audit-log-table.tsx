import type { EndpointOutput, listAuditLog } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { AuditChange } from './audit-change.tsx';
import '@ficha/ui/data-table.css';
import './audit-log-table.css';

export type AuditEntry = EndpointOutput<typeof listAuditLog>['list'][number];

export interface AuditLogTableProps {
  entries: readonly AuditEntry[];
  isStale?: boolean;
}

/** The audit trail as a table; on narrow screens each row becomes a card (see ui/data-table.css). */
export function AuditLogTable({ entries, isStale = false }: AuditLogTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-wrap" aria-busy={isStale || undefined}>
      <table className={isStale ? 'data-table is-stale' : 'data-table'}>
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.time')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t('audit.time')}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
              </td>
              <td data-label={t('audit.actor')}>{entry.actor}</td>
              <td data-label={t('audit.action')}>
                <code>{entry.action}</code>
              </td>
              <td data-label={t('audit.target')}>{entry.target}</td>
              <td data-label={t('audit.change')} className="audit-change">
                <AuditChange before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
