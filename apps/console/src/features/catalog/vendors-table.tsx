import type { ConsoleVendor } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@ficha/ui';
import { StateAndEditCells } from './state-and-edit-cells.tsx';

export interface VendorsTableProps {
  vendors: readonly ConsoleVendor[];
  onEdit: (vendor: ConsoleVendor) => void;
}

/** The merchant's vendors in display order, with their lane, games and state. */
export function VendorsTable({ vendors, onEdit }: VendorsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('catalog.vendorsCaption')}
      className="catalog-table"
      columns={[
        t('catalog.sort'),
        t('catalog.vendor'),
        t('catalog.gameType'),
        t('catalog.games'),
        t('catalog.state'),
        { label: <span className="visually-hidden">{t('catalog.actions')}</span> },
      ]}
    >
      {vendors.map((vendor) => (
        <tr key={vendor.id}>
          <td data-label={t('catalog.sort')}>{vendor.sort}</td>
          <td data-label={t('catalog.vendor')}>
            <span className="catalog-name">{vendor.displayName}</span>
            <span className="catalog-code">{vendor.vassalage}</span>
          </td>
          <td data-label={t('catalog.gameType')}>
            {t(`catalog.gameTypes.${vendor.lane}`)}
            {vendor.lane !== vendor.gameType ? (
              <span className="catalog-code">
                {t('catalog.movedFrom', { lane: t(`catalog.gameTypes.${vendor.gameType}`) })}
              </span>
            ) : null}
          </td>
          <td data-label={t('catalog.games')}>{vendor.gameCount}</td>
          <StateAndEditCells item={vendor} name={vendor.displayName} onEdit={() => onEdit(vendor)} />
        </tr>
      ))}
    </DataTable>
  );
}
