import type { EndpointOutput, listConsoleOperators } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { buttonClassName, DataTable } from '@ficha/ui';
import { useResetOperatorTotp } from './queries.ts';
import { RowActionDialog } from './row-action-dialog.tsx';

type ConsoleOperator = EndpointOutput<typeof listConsoleOperators>['list'][number];

export interface OperatorsTotpTableProps {
  operators: readonly ConsoleOperator[];
  /** The signed-in operator, who resets only others' factors. */
  selfId: number;
  canReset: boolean;
}

/** The merchant's operators and their second factor; an owner resets another's (a lost phone). */
export function OperatorsTotpTable({ operators, selfId, canReset }: OperatorsTotpTableProps) {
  const { t } = useTranslation();
  const reset = useResetOperatorTotp();
  const [chosen, setChosen] = useState<ConsoleOperator | null>(null);
  const columns = [t('security.operator'), t('security.role'), t('security.totp')];

  function handleConfirm() {
    if (!chosen) return;
    reset.mutate(chosen.id, { onSuccess: () => setChosen(null) });
  }

  return (
    <>
      <DataTable
        caption={t('security.operatorsTitle')}
        columns={canReset ? [...columns, t('security.actions')] : columns}
      >
        {operators.map((operator) => (
          <tr key={operator.id}>
            <td data-label={t('security.operator')}>
              {operator.displayName} <span className="page-meta">({operator.username})</span>
            </td>
            <td data-label={t('security.role')}>{operator.role}</td>
            <td data-label={t('security.totp')}>
              <Badge
                label={operator.totpEnabled ? t('security.totpOnShort') : t('security.totpOffShort')}
                tone={operator.totpEnabled ? 'success' : operator.totpRequired ? 'danger' : 'neutral'}
              />
              {operator.totpRequired ? <span className="page-meta"> {t('security.totpRequiredShort')}</span> : null}
            </td>
            {canReset ? (
              <td data-label={t('security.actions')}>
                {operator.id !== selfId && operator.totpEnabled ? (
                  <button type="button" className={buttonClassName('secondary')} onClick={() => setChosen(operator)}>
                    {t('security.totpReset')}
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      <RowActionDialog
        isOpen={chosen !== null}
        title={t('security.totpResetTitle')}
        message={t('security.totpResetMessage', { username: chosen?.username ?? '' })}
        confirmLabel={t('security.totpReset')}
        mutation={reset}
        onConfirm={handleConfirm}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
