import { useTranslation } from 'react-i18next';
import { buttonClassName, DataTable, formatDateTime } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import type { ProviderRow } from './queries.ts';
import { useCan } from '../../lib/use-can.ts';

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
      columns={[
        t('providers.code'),
        t('providers.name'),
        t('providers.baseUrl'),
        t('providers.categories'),
        t('providers.status'),
        t('providers.updatedAt'),
        t('providers.actions'),
      ]}
    >
      {providers.map((provider) => (
        <tr key={provider.id}>
          <td data-label={t('providers.code')}>
            <code>{provider.code}</code>
          </td>
          <td data-label={t('providers.name')}>{provider.name}</td>
          <td data-label={t('providers.baseUrl')} className="provider-url">
            {provider.baseUrl}
          </td>
          <td data-label={t('providers.categories')}>
            {provider.categories.map((c) => t(`providers.category.${c}`, { defaultValue: c })).join(', ')}
          </td>
          <td data-label={t('providers.status')}>
            <Badge
              label={provider.enabled ? t('providers.on') : t('providers.off')}
              tone={provider.enabled ? 'success' : 'danger'}
            />
          </td>
          <td data-label={t('providers.updatedAt')}>
            <time dateTime={provider.updatedAt}>
              {formatDateTime(provider.updatedAt, i18n.language, { time: 'short' })}
            </time>
          </td>
          <td data-label={t('providers.actions')}>
            {canManage ? (
              <div className="provider-actions">
                <button type="button" className={buttonClassName('secondary')} onClick={() => onEdit(provider)}>
                  {t('providers.edit')}
                  <span className="visually-hidden"> {provider.code}</span>
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={isBusy}
                  onClick={() => onToggle(provider)}
                >
                  {provider.enabled ? t('providers.disable') : t('providers.enable')}
                  <span className="visually-hidden"> {provider.code}</span>
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={isBusy}
                  onClick={() => onRotate(provider)}
                >
                  {t('providers.rotate')}
                  <span className="visually-hidden"> {provider.code}</span>
                </button>
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
