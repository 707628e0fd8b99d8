import { contractKinds, type ContractKindName } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@ficha/ui';
import { ContractSettingsForm } from '../../features/contracts/contract-settings-form.tsx';
import { ContractBillsQueue } from '../../features/contracts/contract-bills-queue.tsx';
import { ContractTemplateForm } from '../../features/contracts/contract-templates.tsx';
import { ContractsList } from '../../features/contracts/contracts-list.tsx';
import { RunPeriodForm } from '../../features/contracts/run-period-form.tsx';
import { useCan } from '../../lib/use-can.ts';
import '../../features/contracts/contracts.css';

/**
 * `/console/contracts`: agent contracts of a kind (issue 15): the template with its tier table, every agent's
 * contracts and their audit, the bill queue with approval, running a period with what it would change first, and
 * the merchant's settlement settings (decision 0061).
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContractKindName>('daily');
  const canSeeSetup = useCan('settings.view');
  const canSeeBills = useCan('wallets.view');
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('contracts.pageTitle')}</h1>
        <p className="page-intro">{t('contracts.pageIntro')}</p>
      </div>
      <SelectField
        label={t('contracts.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as ContractKindName)}
        options={contractKinds.map((k) => ({ value: k, label: t(`contracts.kinds.${k}`) }))}
      />
      <div className="contracts-stack">
        {canSeeBills ? <RunPeriodForm kind={kind} /> : null}
        {canSeeBills ? <ContractBillsQueue kind={kind} /> : null}
        <ContractsList kind={kind} />
        {canSeeSetup ? <ContractTemplateForm kind={kind} /> : null}
        {canSeeSetup ? <ContractSettingsForm /> : null}
      </div>
    </>
  );
}
