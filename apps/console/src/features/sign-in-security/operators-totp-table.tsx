import type { EndpointOutput, listConsoleOperators } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, RowAction } from '@ficha/ui';
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

  function handleConfirm() {
    if (!chosen) return;
    reset.mutate(chosen.id, { onSuccess: () => setChosen(null) });
  }

  return (
    <>
      <DataTable
        caption={t('security.operatorsTitle')}
        rows={operators}
        rowKey={(operator) => operator.id}
        columns={[
          {
            label: t('security.operator'),
            cell: (operator) => (
              <>
                {operator.displayName} <span className="page-meta">({operator.username})</span>
              </>
            ),
          },
          { label: t('security.role'), cell: (operator) => operator.role },
          {
            label: t('security.totp'),
            cell: (operator) => (
              <>
                <Badge
                  label={operator.totpEnabled ? t('security.totpOnShort') : t('security.totpOffShort')}
                  tone={operator.totpEnabled ? 'success' : operator.totpRequired ? 'danger' : 'neutral'}
                />
                {operator.totpRequired ? <span className="page-meta"> {t('security.totpRequiredShort')}</span> : null}
              </>
            ),
          },
          canReset && {
            label: t('security.actions'),
            cell: (operator) =>
              operator.id !== selfId && operator.totpEnabled ? (
                <RowAction label={t('security.totpReset')} onClick={() => setChosen(operator)} />
              ) : null,
          },
        ]}
      />
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
