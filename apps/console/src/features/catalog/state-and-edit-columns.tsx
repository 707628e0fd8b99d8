import { RowAction, type DataTableColumn } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import { useCatalogStateLabels, type CatalogState } from './use-catalog-state-labels.ts';

/** The last two columns of the vendors' and the games' tables: the state words and the edit button. */
export function useStateAndEditColumns<Row extends CatalogState>(
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const stateBadges = useCatalogStateLabels();
  const canManage = useCan('catalog.manage');
  return [
    {
      label: t('catalog.state'),
      cell: (row) => (
        <span className="catalog-badges">
          {stateBadges(row).map((badge) => (
            <Badge key={badge.label} {...badge} />
          ))}
        </span>
      ),
    },
    {
      label: t('catalog.actions'),
      isLabelHidden: true,
      cell: (row) =>
        canManage ? (
          <RowAction
            label={t('catalog.edit')}
            onClick={() => onEdit(row)}
            aria-label={t('catalog.editNamed', { name: nameOf(row) })}
          />
        ) : null,
    },
  ];
}
