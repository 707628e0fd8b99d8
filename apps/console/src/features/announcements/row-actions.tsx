import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';

/** The edit and delete buttons of a row, named after the row for screen readers; none without `content.manage`. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  if (!canManage) return <td />;
  return (
    <td>
      <span className="announcement-actions">
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={onEdit}
          aria-label={t('announcements.editNamed', { name })}
        >
          {t('announcements.edit')}
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={onDelete}
          aria-label={t('announcements.deleteNamed', { name })}
        >
          {t('announcements.delete')}
        </button>
      </span>
    </td>
  );
}
