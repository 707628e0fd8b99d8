import type { EndpointOutput, listLoginLocks } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
import { useLiftLoginLock } from './queries.ts';
import { RowActionDialog } from './row-action-dialog.tsx';

type LoginLock = EndpointOutput<typeof listLoginLocks>['list'][number];

export interface LoginLocksTableProps {
  locks: readonly LoginLock[];
  /** Only owners lift locks; others see the list. */
  canLift: boolean;
}

/** Accounts locked after too many failed sign-ins, each with an owner's Unlock. */
export function LoginLocksTable({ locks, canLift }: LoginLocksTableProps) {
  const { t, i18n } = useTranslation();
  const lift = useLiftLoginLock();
  const [chosen, setChosen] = useState<LoginLock | null>(null);
  function handleConfirm() {
    if (!chosen) return;
    lift.mutate({ scope: chosen.scope, username: chosen.username }, { onSuccess: () => setChosen(null) });
  }

  return (
    <>
      <DataTable
        caption={t('security.locksTitle')}
        rows={locks}
        rowKey={(lock) => `${lock.scope}:${lock.username}`}
        columns={[
          { label: t('security.lockAccount'), cell: (lock) => lock.username },
          {
            label: t('security.lockKind'),
            cell: (lock) => (lock.scope === 'operator' ? t('security.kindOperator') : t('security.kindMember')),
          },
          { label: t('security.lockFailures'), cell: (lock) => lock.failures },
          {
            label: t('security.lockUntil'),
            cell: (lock) => <time dateTime={lock.lockedUntil}>{formatDateTime(lock.lockedUntil, i18n.language)}</time>,
          },
          canLift && {
            label: t('security.actions'),
            cell: (lock) => <RowAction label={t('security.unlock')} onClick={() => setChosen(lock)} />,
          },
        ]}
      />
      <RowActionDialog
        isOpen={chosen !== null}
        title={t('security.unlockTitle')}
        message={t('security.unlockMessage', { username: chosen?.username ?? '' })}
        confirmLabel={t('security.unlock')}
        mutation={lift}
        onConfirm={handleConfirm}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
