import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { useCatalogStateLabels, type CatalogState } from './use-catalog-state-labels.ts';
import { useCan } from '../../lib/use-can.ts';

/** The last two cells of a vendor's or a game's row: its state words and its edit button. */
export function StateAndEditCells({ item, name, onEdit }: { item: CatalogState; name: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const stateBadges = useCatalogStateLabels();
  const canManage = useCan('catalog.manage');
  return (
    <>
      <td data-label={t('catalog.state')}>
        <span className="catalog-badges">
          {stateBadges(item).map((badge) => (
            <Badge key={badge.label} {...badge} />
          ))}
        </span>
      </td>
      <td>
        {canManage ? (
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={onEdit}
            aria-label={t('catalog.editNamed', { name })}
          >
            {t('catalog.edit')}
          </button>
        ) : null}
      </td>
    </>
  );
}
