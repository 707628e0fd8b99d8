import type { ConsoleVendor } from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useStateAndEditColumns } from './state-and-edit-columns.tsx';

export interface VendorsTableProps {
  vendors: readonly ConsoleVendor[];
  onEdit: (vendor: ConsoleVendor) => void;
}

/** The merchant's vendors in display order, with their lane, games and state. */
export function VendorsTable({ vendors, onEdit }: VendorsTableProps) {
  const { t } = useTranslation();
  const stateAndEdit = useStateAndEditColumns<ConsoleVendor>((vendor) => vendor.displayName, onEdit);
  return (
    <DataTable
      caption={t('catalog.vendorsCaption')}
      className="catalog-table"
      rows={vendors}
      rowKey={(vendor) => vendor.id}
      columns={[
        { label: t('catalog.sort'), cell: (vendor) => vendor.sort },
        {
          label: t('catalog.vendor'),
          cell: (vendor) => (
            <>
              <span className="catalog-name">{vendor.displayName}</span>
              <span className="catalog-code">{vendor.vassalage}</span>
            </>
          ),
        },
        {
          label: t('catalog.gameType'),
          cell: (vendor) => (
            <>
              {t(`catalog.gameTypes.${vendor.lane}`)}
              {vendor.lane !== vendor.gameType ? (
                <span className="catalog-code">
                  {t('catalog.movedFrom', { lane: t(`catalog.gameTypes.${vendor.gameType}`) })}
                </span>
              ) : null}
            </>
          ),
        },
        { label: t('catalog.games'), cell: (vendor) => vendor.gameCount },
        ...stateAndEdit,
      ]}
    />
  );
}
