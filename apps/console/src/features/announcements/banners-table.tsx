import type { ConsoleBanner } from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useRowActionsColumn } from './row-actions-column.tsx';
import { ScheduleBadge } from './schedule-badge.tsx';
import { ScheduleCell } from './schedule-cell.tsx';

/** The merchant's banners by group and order. */
export function BannersTable({
  banners,
  onEdit,
  onDelete,
}: {
  banners: readonly ConsoleBanner[];
  onEdit: (banner: ConsoleBanner) => void;
  onDelete: (banner: ConsoleBanner) => void;
}) {
  const { t } = useTranslation();
  const actions = useRowActionsColumn<ConsoleBanner>((banner) => banner.title, onEdit, onDelete);
  return (
    <DataTable
      caption={t('announcements.bannersCaption')}
      className="announcement-table"
      rows={banners}
      rowKey={(banner) => banner.id}
      columns={[
        { label: t('announcements.sequence'), cell: (banner) => banner.sequence },
        {
          label: t('announcements.banner'),
          cell: (banner) => (
            <>
              <img className="announcement-thumb" src={banner.imageUrl} alt="" loading="lazy" />
              <span className="announcement-name">{banner.title}</span>
              <span className="announcement-code">{banner.imageUrl}</span>
            </>
          ),
        },
        {
          label: t('announcements.group'),
          cell: (banner) =>
            `${t(`announcements.kinds.${banner.kind}`)} · ${t(`announcements.groups.${banner.groupName}`, banner.groupName)}`,
        },
        {
          label: t('announcements.linkage'),
          cell: (banner) => (
            <>
              {t(`announcements.linkages.${banner.linkageType}`)}
              {banner.target ? <span className="announcement-code">{banner.target}</span> : null}
            </>
          ),
        },
        {
          label: t('announcements.languages'),
          cell: (banner) =>
            banner.languages.length === 0 ? t('announcements.allLanguages') : banner.languages.join(', '),
        },
        {
          label: t('announcements.schedule'),
          cell: (banner) => (
            <>
              <ScheduleBadge item={banner} />
              <ScheduleCell item={banner} />
            </>
          ),
        },
        actions,
      ]}
    />
  );
}
