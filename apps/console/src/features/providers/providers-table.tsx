import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import type { ProviderRow } from './queries.ts';

export interface ProvidersTableProps {
  providers: readonly ProviderRow[];
  onEdit: (provider: ProviderRow) => void;
  onToggle: (provider: ProviderRow) => void;
  onRotate: (provider: ProviderRow) => void;
  isBusy: boolean;
}

/** One row per registered provider, with its actions. */
export function ProvidersTable({ providers, onEdit, onToggle, onRotate, isBusy }: ProvidersTableProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('providers.manage');
  return (
    <DataTable
      caption={t('providers.caption')}
      className="providers-table"
      rows={providers}
      rowKey={(provider) => provider.id}
      columns={[
        { label: t('providers.code'), cell: (provider) => <code>{provider.code}</code> },
        { label: t('providers.name'), cell: (provider) => provider.name },
        { label: t('providers.baseUrl'), className: 'provider-url', cell: (provider) => provider.baseUrl },
        {
          label: t('providers.categories'),
          cell: (provider) =>
            provider.categories.map((c) => t(`providers.category.${c}`, { defaultValue: c })).join(', '),
        },
        {
          label: t('providers.status'),
          cell: (provider) => (
            <Badge
              label={provider.enabled ? t('providers.on') : t('providers.off')}
              tone={provider.enabled ? 'success' : 'danger'}
            />
          ),
        },
        {
          label: t('providers.updatedAt'),
          cell: (provider) => (
            <time dateTime={provider.updatedAt}>
              {formatDateTime(provider.updatedAt, i18n.language, { time: 'short' })}
            </time>
          ),
        },
        {
          label: t('providers.actions'),
          cell: (provider) =>
            canManage ? (
              <div className="provider-actions">
                <RowAction label={t('providers.edit')} rowName={provider.code} onClick={() => onEdit(provider)} />
                <RowAction
                  label={provider.enabled ? t('providers.disable') : t('providers.enable')}
                  rowName={provider.code}
                  disabled={isBusy}
                  onClick={() => onToggle(provider)}
                />
                <RowAction
                  label={t('providers.rotate')}
                  rowName={provider.code}
                  disabled={isBusy}
                  onClick={() => onRotate(provider)}
                />
              </div>
            ) : null,
        },
      ]}
    />
  );
}
