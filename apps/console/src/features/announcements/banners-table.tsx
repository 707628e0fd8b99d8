import type { ConsoleBanner } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@ficha/ui';
import { RowActions } from './row-actions.tsx';
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
  return (
    <DataTable
      caption={t('announcements.bannersCaption')}
      className="announcement-table"
      columns={[
        t('announcements.sequence'),
        t('announcements.banner'),
        t('announcements.group'),
        t('announcements.linkage'),
        t('announcements.languages'),
        t('announcements.schedule'),
        { label: <span className="visually-hidden">{t('announcements.actions')}</span> },
      ]}
    >
      {banners.map((banner) => (
        <tr key={banner.id}>
          <td data-label={t('announcements.sequence')}>{banner.sequence}</td>
          <td data-label={t('announcements.banner')}>
            <span className="announcement-name">{banner.title}</span>
            <span className="announcement-code">{banner.imageUrl}</span>
          </td>
          <td data-label={t('announcements.group')}>
            {t(`announcements.kinds.${banner.kind}`)} ·{' '}
            {t(`announcements.groups.${banner.groupName}`, banner.groupName)}
          </td>
          <td data-label={t('announcements.linkage')}>
            {t(`announcements.linkages.${banner.linkageType}`)}
            {banner.target ? <span className="announcement-code">{banner.target}</span> : null}
          </td>
          <td data-label={t('announcements.languages')}>
            {banner.languages.length === 0 ? t('announcements.allLanguages') : banner.languages.join(', ')}
          </td>
          <td data-label={t('announcements.schedule')}>
            <ScheduleBadge item={banner} />
            <ScheduleCell item={banner} />
          </td>
          <RowActions name={banner.title} onEdit={() => onEdit(banner)} onDelete={() => onDelete(banner)} />
        </tr>
      ))}
    </DataTable>
  );
}
