import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { AllowedIpsDialog } from './allowed-ips-dialog.tsx';
import type { OperatorAccount } from './queries.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { roleLabelOf } from './role-options.ts';
import { RoleDialog } from './role-dialog.tsx';
import { StatusDialog } from './status-dialog.tsx';
import './operator-accounts.css';

export interface OperatorAccountsTableProps {
  operators: readonly OperatorAccount[];
  /** The signed-in operator: its own row has no actions (the server refuses them too). */
  selfId: number;
  canManage: boolean;
  /** An owner gave an operator a temporary password (the page says to hand it over). */
  onPasswordReset: (operator: OperatorAccount) => void;
}

type Action = 'role' | 'status' | 'password' | 'ips';

/** The merchant's operators; an owner changes another's role, status, password and address ranges. */
export function OperatorAccountsTable({ operators, selfId, canManage, onPasswordReset }: OperatorAccountsTableProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<{ action: Action; operator: OperatorAccount } | null>(null);
  const target = (action: Action) => (chosen?.action === action ? chosen.operator : null);
  const close = () => setChosen(null);

  return (
    <>
      <DataTable
        caption={t('operators.title')}
        rows={operators}
        rowKey={(operator) => operator.id}
        columns={[
          {
            label: t('operators.operator'),
            cell: (operator) => (
              <>
                {operator.displayName} <span className="page-meta">({operator.username})</span>
              </>
            ),
          },
          { label: t('operators.role'), cell: (operator) => roleLabelOf(t, operator) },
          {
            label: t('operators.status'),
            cell: (operator) => (
              <>
                <Badge
                  label={t(`operators.statuses.${operator.status}`)}
                  tone={operator.status === 'active' ? 'success' : 'danger'}
                />
                {operator.mustChangePassword ? (
                  <span className="page-meta"> {t('operators.mustChangePassword')}</span>
                ) : null}
              </>
            ),
          },
          {
            label: t('operators.totp'),
            cell: (operator) => (
              <Badge
                label={operator.totpEnabled ? t('operators.totpOn') : t('operators.totpOff')}
                tone={operator.totpEnabled ? 'success' : 'neutral'}
              />
            ),
          },
          {
            label: t('operators.allowedCidrsShort'),
            cell: (operator) =>
              operator.allowedCidrs.length > 0 ? operator.allowedCidrs.join(', ') : t('operators.anyAddress'),
          },
          {
            label: t('operators.lastSignIn'),
            cell: (operator) =>
              operator.lastSignInAt
                ? formatDateTime(operator.lastSignInAt, i18n.language, { time: 'short' })
                : t('operators.neverSignedIn'),
          },
          canManage && {
            label: t('operators.actions'),
            cell: (operator) =>
              operator.id === selfId ? (
                <span className="page-meta">{t('operators.you')}</span>
              ) : (
                <div className="operator-row-actions">
                  <RowAction
                    label={t('operators.changeRole')}
                    rowName={operator.username}
                    onClick={() => setChosen({ action: 'role', operator })}
                  />
                  <RowAction
                    label={t('operators.resetPassword')}
                    rowName={operator.username}
                    onClick={() => setChosen({ action: 'password', operator })}
                  />
                  <RowAction
                    label={t('operators.editIps')}
                    rowName={operator.username}
                    onClick={() => setChosen({ action: 'ips', operator })}
                  />
                  <RowAction
                    label={operator.status === 'active' ? t('operators.deactivate') : t('operators.reactivate')}
                    rowName={operator.username}
                    variant={operator.status === 'active' ? 'danger' : 'secondary'}
                    onClick={() => setChosen({ action: 'status', operator })}
                  />
                </div>
              ),
          },
        ]}
      />
      <RoleDialog operator={target('role')} onClose={close} />
      <StatusDialog operator={target('status')} onClose={close} />
      <AllowedIpsDialog operator={target('ips')} onClose={close} />
      <ResetPasswordDialog
        operator={target('password')}
        onClose={close}
        onReset={(operator) => {
          close();
          onPasswordReset(operator);
        }}
      />
    </>
  );
}
