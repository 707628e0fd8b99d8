import type { ConsoleNotice } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@ficha/ui';
import { RowActions } from './row-actions.tsx';
import { ScheduleBadge } from './schedule-badge.tsx';
import { ScheduleCell } from './schedule-cell.tsx';

/** Marquee notices or popups in order, with their languages and, for popups, who sees them. */
export function NoticesTable({
  type,
  notices,
  onEdit,
  onDelete,
}: {
  type: 'PL' | 'PU';
  notices: readonly ConsoleNotice[];
  onEdit: (notice: ConsoleNotice) => void;
  onDelete: (notice: ConsoleNotice) => void;
}) {
  const { t, i18n } = useTranslation();
  const ownLanguage = i18n.language.slice(0, 2).toUpperCase();
  const columns = [
    t('announcements.sequence'),
    t('announcements.noticeTitle'),
    ...(type === 'PU' ? [t('announcements.execution')] : []),
    t('announcements.languages'),
    t('announcements.schedule'),
    { label: <span className="visually-hidden">{t('announcements.actions')}</span> },
  ];
  return (
    <DataTable caption={t(`announcements.noticesCaption.${type}`)} className="announcement-table" columns={columns}>
      {notices.map((notice) => {
        const name =
          (notice.texts.find((x) => x.language === ownLanguage) ?? notice.texts[0])?.title ?? String(notice.id);
        return (
          <tr key={notice.id}>
            <td data-label={t('announcements.sequence')}>{notice.sequence}</td>
            <td data-label={t('announcements.noticeTitle')}>
              <span className="announcement-name">{name}</span>
            </td>
            {type === 'PU' && notice.execution ? (
              <td data-label={t('announcements.execution')}>{t(`announcements.executions.${notice.execution}`)}</td>
            ) : null}
            <td data-label={t('announcements.languages')}>{notice.texts.map((x) => x.language).join(', ')}</td>
            <td data-label={t('announcements.schedule')}>
              <ScheduleBadge item={notice} />
              <ScheduleCell item={notice} />
            </td>
            <RowActions name={name} onEdit={() => onEdit(notice)} onDelete={() => onDelete(notice)} />
          </tr>
        );
      })}
    </DataTable>
  );
}
