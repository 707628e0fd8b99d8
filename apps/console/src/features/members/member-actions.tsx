import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, ConfirmDialog, SelectField } from '@ficha/ui';
import { SecretDialog } from '../../ui/secret-dialog.tsx';
import { memberTypeChoices } from '../../lib/member-types.ts';
import { useResetMemberPassword, useSetMemberStatus, useSetMemberType, type MemberDetail } from './queries.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import './members.css';

export interface MemberActionsProps {
  member: MemberDetail;
}

/** What the last action did, translated when shown so a language switch re-reads it. */
type Notice = { kind: 'locked' | 'unlocked' | 'passwordReset' } | { kind: 'typeChanged'; type: number };

/** Lock or unlock (after a confirmation), reset the password, change the type; each reports in one status line. */
export function MemberActions({ member }: MemberActionsProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const { typeLabel } = useMemberLabels();
  const setStatus = useSetMemberStatus();
  const resetPassword = useResetMemberPassword();
  const setType = useSetMemberType();
  const [isConfirmingStatus, setIsConfirmingStatus] = useState(false);
  const [pickedType, setPickedType] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const isLocked = member.status === 'locked';
  const statusAction = isLocked ? t('memberDetail.unlock') : t('memberDetail.lock');
  const selectedType = pickedType ?? member.type;
  const typeOptions = (
    memberTypeChoices.includes(member.type) ? memberTypeChoices : [member.type, ...memberTypeChoices]
  ).map((type) => ({ value: String(type), label: typeLabel(type) }));

  function handleConfirmStatus() {
    const status = isLocked ? 'active' : 'locked';
    setNotice(null);
    setStatus.mutate(
      { memberId: member.id, status },
      {
        onSuccess: () => {
          setIsConfirmingStatus(false);
          setNotice({ kind: status === 'locked' ? 'locked' : 'unlocked' });
        },
      },
    );
  }

  function handleCancelStatus() {
    setIsConfirmingStatus(false);
    setStatus.reset();
  }

  function handleResetPassword() {
    if (resetPassword.isPending) return;
    setNotice(null);
    resetPassword.mutate({ memberId: member.id }, { onSuccess: () => setNotice({ kind: 'passwordReset' }) });
  }

  function handleChangeType() {
    setNotice(null);
    setType.mutate(
      { memberId: member.id, type: selectedType },
      {
        onSuccess: ({ type }) => {
          setPickedType(null);
          setNotice({ kind: 'typeChanged', type });
        },
      },
    );
  }

  function noticeText(current: Notice): string {
    if (current.kind === 'typeChanged') {
      return t('memberDetail.notices.typeChanged', { username: member.username, type: typeLabel(current.type) });
    }
    return t(`memberDetail.notices.${current.kind}`, { username: member.username });
  }

  return (
    <section className="card member-actions" aria-labelledby="member-actions">
      <h2 id="member-actions" className="card-title">
        {t('memberDetail.actions')}
      </h2>
      <p className="action-status" role="status">
        {notice ? noticeText(notice) : ''}
      </p>

      <div className="action-block">
        <div className="action-text">
          <h3 className="subsection-title">{t('memberDetail.access')}</h3>
          <p className="card-hint">{isLocked ? t('memberDetail.unlockHint') : t('memberDetail.lockHint')}</p>
        </div>
        <button type="button" className={buttonClassName('secondary')} onClick={() => setIsConfirmingStatus(true)}>
          {statusAction}
        </button>
      </div>

      <div className="action-block">
        <div className="action-text">
          <h3 className="subsection-title">{t('memberDetail.password')}</h3>
          <p className="card-hint">{t('memberDetail.resetHint')}</p>
          {resetPassword.isError ? <AlertMessage message={errorMessage(resetPassword.error)} /> : null}
        </div>
        {/* aria-disabled, not disabled: the button keeps the focus, so closing the password dialog returns to it. */}
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={handleResetPassword}
          aria-disabled={resetPassword.isPending || undefined}
        >
          {resetPassword.isPending ? t('memberDetail.resetting') : t('memberDetail.resetPassword')}
        </button>
      </div>

      <div className="action-block">
        <SelectField
          className="action-text"
          label={t('memberDetail.typeSelect')}
          hint={t('memberDetail.typeHint')}
          options={typeOptions}
          value={String(selectedType)}
          onChange={(event) => {
            setType.reset();
            setPickedType(Number(event.target.value));
          }}
          errors={setType.isError ? [errorMessage(setType.error)] : []}
        />
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={handleChangeType}
          disabled={selectedType === member.type || setType.isPending}
        >
          {setType.isPending ? t('memberDetail.changingType') : t('memberDetail.changeType')}
        </button>
      </div>

      <ConfirmDialog
        isOpen={isConfirmingStatus}
        title={
          isLocked
            ? t('memberDetail.unlockTitle', { username: member.username })
            : t('memberDetail.lockTitle', { username: member.username })
        }
        message={isLocked ? t('memberDetail.unlockBody') : t('memberDetail.lockBody')}
        confirmLabel={statusAction}
        onConfirm={handleConfirmStatus}
        onCancel={handleCancelStatus}
        isBusy={setStatus.isPending}
        error={setStatus.isError ? errorMessage(setStatus.error) : null}
      />
      <SecretDialog
        secret={resetPassword.data?.temporaryPassword ?? null}
        texts={{
          title: t('memberDetail.temporaryTitle', { username: member.username }),
          note: t('memberDetail.temporaryNote'),
          label: t('memberDetail.temporaryPassword'),
          copy: t('memberDetail.copy'),
          copied: t('memberDetail.copied'),
          copyFailed: t('memberDetail.copyFailed'),
        }}
        onClose={() => resetPassword.reset()}
      />
    </section>
  );
}
