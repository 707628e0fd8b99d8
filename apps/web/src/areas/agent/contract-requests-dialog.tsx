import { useTranslation } from 'react-i18next';
import { Dialog } from '@ficha/ui';
import { ContractRequestCard } from './contract-request-card.tsx';
import type { ContractRequest } from './contract-requests.ts';

/**
 * The contract popup (SPEC §2.5, upstream-api §5.1): the contracts waiting for the agent's answer, shown at
 * sign-in in the agent center and from a contract page; it closes by itself once every request is answered.
 */
export function ContractRequestsDialog({
  requests,
  onClose,
}: {
  requests: readonly ContractRequest[];
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <Dialog isOpen={requests.length > 0} title={t('requests_title')} closeLabel={t('later')} onClose={onClose}>
      <div className="agent-stack">
        <p>{t('requests_text')}</p>
        {requests.map((request) => (
          <ContractRequestCard key={`${request.kind}-${request.id}`} request={request} />
        ))}
      </div>
    </Dialog>
  );
}
