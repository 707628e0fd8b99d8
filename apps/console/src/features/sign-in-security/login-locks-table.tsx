import type { EndpointOutput, listLoginLocks } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, DataTable, formatDateTime } from '@ficha/ui';
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
  const columns = [
    t('security.lockAccount'),
    t('security.lockKind'),
    t('security.lockFailures'),
    t('security.lockUntil'),
  ];

  function handleConfirm() {
    if (!chosen) return;
    lift.mutate({ scope: chosen.scope, username: chosen.username }, { onSuccess: () => setChosen(null) });
  }

  return (
    <>
      <DataTable caption={t('security.locksTitle')} columns={canLift ? [...columns, t('security.actions')] : columns}>
        {locks.map((lock) => (
          <tr key={`${lock.scope}:${lock.username}`}>
            <td data-label={t('security.lockAccount')}>{lock.username}</td>
            <td data-label={t('security.lockKind')}>
              {lock.scope === 'operator' ? t('security.kindOperator') : t('security.kindMember')}
            </td>
            <td data-label={t('security.lockFailures')}>{lock.failures}</td>
            <td data-label={t('security.lockUntil')}>
              <time dateTime={lock.lockedUntil}>{formatDateTime(lock.lockedUntil, i18n.language)}</time>
            </td>
            {canLift ? (
              <td data-label={t('security.actions')}>
                <button type="button" className={buttonClassName('secondary')} onClick={() => setChosen(lock)}>
                  {t('security.unlock')}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
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
