import type { ProtectionChange } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClassName, formatDateTime } from '@ficha/ui';
import { operatorSessionQueryOptions } from '../../lib/operator-session-query.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useApproveProtectionChange, useCancelProtectionChange } from './queries.ts';
import './protection-changes.css';

export interface PendingChangeNoticeProps {
  change: ProtectionChange;
}

const withdrawalFields = [
  'minimumAmount',
  'maximumAmount',
  'dailyCount',
  'dualApprovalThreshold',
  'depositTurnoverMultiplier',
  'bonusTurnoverMultiplier',
  'autoConfirmMinutes',
  'bankChangeCoolingHours',
] as const;

/**
 * A change that lowers a protection and waits: what it changes, who asked, and when it applies by itself (no
 * second owner) or that it needs one. Owners approve it (not its proposer) or cancel it here.
 */
export function PendingChangeNotice({ change }: PendingChangeNoticeProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canDecide = useCan('protection.manage');
  const { data: operator } = useQuery(operatorSessionQueryOptions());
  const approve = useApproveProtectionChange();
  const cancel = useCancelProtectionChange();
  const failed = approve.error ?? cancel.error;
  // Each field under the label it has on the page where it is edited.
  const fieldLabel = (field: string) => {
    if (change.kind === 'adjustment-settings') return t('wallet.threshold');
    const known = withdrawalFields.find((f) => f === field);
    return known ? t(`withdrawals.settings.${known}`) : field;
  };
  const busy = approve.isPending || cancel.isPending;
  return (
    <section className="card protection-notice" aria-labelledby={`protection-${change.id}`}>
      <h2 id={`protection-${change.id}`} className="card-title">
        {t('protection.title')}
      </h2>
      <ul className="protection-fields">
        {Object.entries(change.change).map(([field, value]) => (
          <li key={field}>
            {t('protection.fieldChange', {
              field: fieldLabel(field),
              before: change.before[field] ?? '—',
              after: value,
            })}
          </li>
        ))}
      </ul>
      <p className="card-hint">
        {t('protection.proposed', {
          name: change.proposedBy,
          time: formatDateTime(change.proposedAt, i18n.language, { time: 'short' }),
        })}{' '}
        {change.effectiveAt
          ? t('protection.waitsForDelay', {
              time: formatDateTime(change.effectiveAt, i18n.language, { time: 'short' }),
            })
          : t('protection.waitsForOwner')}
      </p>
      {failed ? <AlertMessage message={errorMessage(failed)} /> : null}
      {canDecide ? (
        <div className="protection-actions">
          {operator && operator.username !== change.proposedBy ? (
            <button
              type="button"
              className={buttonClassName('primary')}
              disabled={busy}
              onClick={() => approve.mutate(change.id)}
            >
              {t('protection.approve')}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={busy}
            onClick={() => cancel.mutate(change.id)}
          >
            {t('protection.cancel')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
