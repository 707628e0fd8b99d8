import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ConfirmDialog, moneyText } from '@ficha/ui';
import { ProofImageDialog } from '../../ui/proof-image-dialog.tsx';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
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

/** Rejects with a reason the member will see. */
export function RejectDialog({ deposit, onClose }: { deposit: ConsoleDeposit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const reject = useRejectDeposit();
  return (
    <RejectReasonDialog
      isOpen={deposit !== null}
      title={t('deposits.rejectTitle', { id: deposit?.id ?? '' })}
      actionLabel={t('deposits.reject')}
      texts={{
        reason: t('deposits.rejectReason'),
        hint: t('deposits.rejectReasonHint'),
        required: t('deposits.rejectReasonRequired'),
      }}
      isBusy={reject.isPending}
      error={reject.isError ? errorMessage(reject.error) : null}
      onReject={(reason, done) => {
        if (deposit) reject.mutate({ depositId: deposit.id, reason }, { onSuccess: done });
      }}
      onClose={() => {
        reject.reset();
        onClose();
      }}
    />
  );
}
