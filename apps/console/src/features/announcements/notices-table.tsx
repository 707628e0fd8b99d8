import type { ConsoleNotice, ConsoleNoticeType, ContentLanguages } from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { missingLanguages, noticeLanguages } from './language-coverage.ts';
import { MissingLanguagesChip } from './missing-languages-chip.tsx';
import { useRowActionsColumn } from './row-actions-column.tsx';
import { ScheduleBadge } from './schedule-badge.tsx';
import { ScheduleCell } from './schedule-cell.tsx';

/**
 * Marquee notices or popups in order, with the merchant's languages each has no text in and, for popups, who sees
 * them.
 */
export function NoticesTable({
  type,
  notices,
  languages,
  onEdit,
  onDelete,
}: {
  type: ConsoleNoticeType;
  notices: readonly ConsoleNotice[];
  languages: ContentLanguages;
  onEdit: (notice: ConsoleNotice) => void;
  onDelete: (notice: ConsoleNotice) => void;
}) {
  const { t, i18n } = useTranslation();
  const ownLanguage = i18n.language.slice(0, 2).toUpperCase();
  const nameOf = (notice: ConsoleNotice) =>
    (notice.texts.find((x) => x.language === ownLanguage) ?? notice.texts[0])?.title ?? String(notice.id);
  const actions = useRowActionsColumn(nameOf, onEdit, onDelete);
  return (
    <DataTable
      caption={t(`announcements.noticesCaption.${type}`)}
      className="announcement-table"
      rows={notices}
      rowKey={(notice) => notice.id}
      columns={[
        { label: t('announcements.sequence'), cell: (notice) => notice.sequence },
        {
          label: t('announcements.noticeTitle'),
          cell: (notice) => <span className="announcement-name">{nameOf(notice)}</span>,
        },
        type === 'PU' && {
          label: t('announcements.execution'),
          cell: (notice) => (notice.execution ? t(`announcements.executions.${notice.execution}`) : null),
        },
        {
          label: t('announcements.languages'),
          cell: (notice) => (
            <MissingLanguagesChip
              missing={missingLanguages(noticeLanguages(notice.texts), languages)}
              total={languages.supportLanguages.length}
            />
          ),
        },
        {
          label: t('announcements.schedule'),
          cell: (notice) => (
            <>
              <ScheduleBadge item={notice} />
              <ScheduleCell item={notice} />
            </>
          ),
        },
        actions,
      ]}
    />
  );
}
