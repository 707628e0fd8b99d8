import { useState } from 'react';
import { useConsolidated } from './contract-queries.ts';
import { contractRequestsOf } from './contract-requests.ts';
import { ContractRequestsDialog } from './contract-requests-dialog.tsx';

/**
 * The contract popup at sign-in (SPEC §2.5, upstream-api §5.1): consolidated is asked for once the agent center
 * opens (for non-trial agents with AGENTPOLICY3 on, decided by the caller) and the popup shows while a request is
 * waiting; "later" closes it until the next visit (the pages still offer it).
 */
export function ContractPopup() {
  const consolidated = useConsolidated(true);
  const [isDismissed, setIsDismissed] = useState(false);
  if (!consolidated.data || isDismissed) return null;
  return (
    <ContractRequestsDialog requests={contractRequestsOf(consolidated.data)} onClose={() => setIsDismissed(true)} />
  );
}
