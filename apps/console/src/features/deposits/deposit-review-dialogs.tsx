import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { ActionDialog, ConfirmDialog, moneyText, TextareaField } from '@ficha/ui';
import { ProofImageDialog } from '../../ui/proof-image-dialog.tsx';
import { useApproveDeposit, useDepositProof, useRejectDeposit, type ConsoleDeposit } from './queries.ts';

/** The deposit's proof image, fetched only when the dialog opens (operators of the merchant only). */
export function ProofDialog({ deposit, onClose }: { deposit: ConsoleDeposit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const proof = useDepositProof(deposit?.id ?? null);
  return (
    <ProofImageDialog
      isOpen={deposit !== null}
      title={t('deposits.proofTitle', { id: deposit?.id ?? '' })}
      src={proof.data ? `data:${proof.data.contentType};base64,${proof.data.dataBase64}` : null}
      alt={t('deposits.proofAlt', { id: deposit?.id ?? '', member: deposit?.username ?? '' })}
      className="deposit-proof-image"
      errorMessage={proof.isError ? errorMessage(proof.error) : null}
      onClose={onClose}
    />
  );
}

/** Asks before crediting a member's wallet. */
export function ApproveDialog({ deposit, onClose }: { deposit: ConsoleDeposit | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const approve = useApproveDeposit();
  return (
    <ConfirmDialog
      isOpen={deposit !== null}
      title={t('deposits.approveTitle', { id: deposit?.id ?? '' })}
      message={t('deposits.approveMessage', {
        amount: deposit ? moneyText(deposit.amount, i18n.language, { currency: deposit.currency }) : '',
        member: deposit?.username ?? '',
      })}
      confirmLabel={t('deposits.approve')}
      isBusy={approve.isPending}
      error={approve.isError ? errorMessage(approve.error) : null}
      onCancel={() => {
        approve.reset();
        onClose();
      }}
      onConfirm={() => {
        if (deposit) approve.mutate({ depositId: deposit.id }, { onSuccess: onClose });
      }}
    />
  );
}

const reasonMaxLength = 200;

/** Rejects with a reason the member will see. */
export function RejectDialog({ deposit, onClose }: { deposit: ConsoleDeposit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const reject = useRejectDeposit();
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  function close() {
    reject.reset();
    setReason('');
    setIsMissing(false);
    onClose();
  }

  return (
    <ActionDialog
      isBackdropDismissible={false}
      isOpen={deposit !== null}
      title={t('deposits.rejectTitle', { id: deposit?.id ?? '' })}
      onClose={close}
      role="alertdialog"
      action={{
        label: t('deposits.reject'),
        variant: 'danger',
        isDisabled: reject.isPending,
        onClick: () => {
          if (!deposit) return;
          if (!reason.trim()) return setIsMissing(true);
          reject.mutate({ depositId: deposit.id, reason: reason.trim() }, { onSuccess: close });
        },
      }}
    >
      <TextareaField
        label={t('deposits.rejectReason')}
        hint={t('deposits.rejectReasonHint')}
        errors={isMissing ? [t('deposits.rejectReasonRequired')] : []}
        value={reason}
        maxLength={reasonMaxLength}
        rows={3}
        onChange={(event) => {
          setReason(event.target.value);
          setIsMissing(false);
        }}
      />
      {reject.isError ? <AlertMessage message={errorMessage(reject.error)} /> : null}
    </ActionDialog>
  );
}
