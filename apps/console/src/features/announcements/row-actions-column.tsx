import { RowAction, type DataTableColumn } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';

/** The edit and delete buttons of each row, named after the row for screen readers; none without `content.manage`. */
export function useRowActionsColumn<Row>(
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): DataTableColumn<Row> {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  return {
    label: t('announcements.actions'),
    isLabelHidden: true,
    cell: (row) =>
      canManage ? (
        <span className="announcement-actions">
          <RowAction
            label={t('announcements.edit')}
            onClick={() => onEdit(row)}
            aria-label={t('announcements.editNamed', { name: nameOf(row) })}
          />
          <RowAction
            label={t('announcements.delete')}
            onClick={() => onDelete(row)}
            aria-label={t('announcements.deleteNamed', { name: nameOf(row) })}
          />
        </span>
      ) : null,
  };
}
