import { contractKindPeriods, type ContractKindName, type TreeMember } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { HouseContractEditor } from './house-contract-editor.tsx';
import { useFindTopAgent } from './queries.ts';

type Problem = 'required' | 'notFound' | 'notTopAgent';

/**
 * Offers a top agent its first house contract of a kind: the operator names the agent by username, then fills
 * the same editor as a change (period, active-member threshold, tiers); the agent accepts or rejects the offer in
 * its contract popup. The server checks the rest (the template, the rates, that the agent is a top agent).
 */
export function NewHouseContract({ kind, onClose }: { kind: ContractKindName; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const find = useFindTopAgent();
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [agent, setAgent] = useState<TreeMember | null>(null);
  if (agent)
    return (
      <HouseContractEditor
        isNew
        contract={{
          agentId: agent.id,
          agentUsername: agent.username,
          kind,
          productType: 'CONS',
          period: contractKindPeriods[kind][0]!,
          activeThreshold: 0,
          tiers: [],
        }}
        onClose={onClose}
      />
    );
  const look = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setProblem(null);
    if (name === '') return setProblem('required');
    find.mutate(name, {
      onSuccess: (found) => {
        if (found === null) setProblem('notFound');
        else if (found === 'not_top_agent') setProblem('notTopAgent');
        else setAgent(found);
      },
    });
  };
  const errors = problem ? [t(`contracts.newHouse.${problem}`, { username: username.trim() })] : [];
  return (
    <form className="contracts-form" noValidate onSubmit={look} aria-label={t('contracts.newHouse.title')}>
      <h3 className="card-title">{t('contracts.newHouse.title')}</h3>
      <p className="card-hint">{t('contracts.newHouse.hint')}</p>
      <TextField
        label={t('contracts.newHouse.username')}
        autoComplete="off"
        maxLength={64}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setProblem(null);
        }}
        errors={errors}
      />
      {find.isError ? <p role="alert">{errorMessage(find.error)}</p> : null}
      <div className="adjustment-actions">
        <Button type="submit" disabled={find.isPending}>
          {t('contracts.newHouse.next')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('contracts.close')}
        </Button>
      </div>
    </form>
  );
}
