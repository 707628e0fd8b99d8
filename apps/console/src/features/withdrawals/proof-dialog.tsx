import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProofImageDialog } from '../../ui/proof-image-dialog.tsx';
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
    <ProofImageDialog
      isOpen={withdrawalId !== null}
      title={t('withdrawals.proofTitle', { id: withdrawalId ?? '' })}
      src={proof.data ? `data:${proof.data.mimeType};base64,${proof.data.data}` : null}
      alt={t('withdrawals.proofAlt')}
      className="withdrawal-proof"
      errorMessage={proof.isError ? errorMessage(proof.error) : null}
      onClose={onClose}
    />
  );
}
