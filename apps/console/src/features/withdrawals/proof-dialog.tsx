import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, Dialog, LoadingState } from '@ficha/ui';
import { useWithdrawalProof } from './queries.ts';
import './withdrawals.css';

export interface ProofDialogProps {
  withdrawalId: number | null;
  onClose: () => void;
}

/** The image a player sent with "not received", for the follow-up. */
export function ProofDialog({ withdrawalId, onClose }: ProofDialogProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const proof = useWithdrawalProof(withdrawalId);
  return (
    <Dialog
      isBackdropDismissible={false}
      isOpen={withdrawalId !== null}
      title={t('withdrawals.proofTitle', { id: withdrawalId ?? '' })}
      onClose={onClose}
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {t('dialog.close')}
        </button>
      }
    >
      {proof.data ? (
        <img
          className="withdrawal-proof"
          src={`data:${proof.data.mimeType};base64,${proof.data.data}`}
          alt={t('withdrawals.proofAlt')}
        />
      ) : proof.isError ? (
        <AlertMessage message={errorMessage(proof.error)} />
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}
