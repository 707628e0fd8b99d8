import { useTranslation } from 'react-i18next';

/** The edit and delete buttons of a row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <td>
      <span className="announcement-actions">
        <button type="button" className="button" onClick={onEdit} aria-label={t('announcements.editNamed', { name })}>
          {t('announcements.edit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={onDelete}
          aria-label={t('announcements.deleteNamed', { name })}
        >
          {t('announcements.delete')}
        </button>
      </span>
    </td>
  );
}
