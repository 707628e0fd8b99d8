import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';

/** The start and end of an item's schedule, or that it has none. */
export function ScheduleCell({ item }: { item: { startsAt: string | null; endsAt: string | null } }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => formatDateTime(iso, i18n.language, { time: 'short' });
  if (!item.startsAt && !item.endsAt) return <span className="announcement-code">{t('announcements.always')}</span>;
  return (
    <span className="announcement-code">
      {item.startsAt ? t('announcements.from', { at: at(item.startsAt) }) : null}
      {item.startsAt && item.endsAt ? ' · ' : null}
      {item.endsAt ? t('announcements.until', { at: at(item.endsAt) }) : null}
    </span>
  );
}
