import { contractKindPeriods, type AgentContract, type ContractKindName } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useSession } from '../../lib/use-session.ts';
import { useDirectAgents, useOfferContract } from './contract-queries.ts';

type Period = AgentContract['period'];

interface TierDraft {
  rate: string;
  minValidBet: string;
  minNetLoss: string;
  minActiveMembers: string;
}

const emptyTier: TierDraft = { rate: '', minValidBet: '0', minNetLoss: '', minActiveMembers: '0' };
const draftOf = (tier: AgentContract['tiers'][number]): TierDraft => ({
  rate: String(tier.rate),
  minValidBet: String(tier.minValidBet),
  minNetLoss: tier.minNetLoss === null ? '' : String(tier.minNetLoss),
  minActiveMembers: String(tier.minActiveMembers),
});

/**
 * Offers a direct downline agent a contract of the page's kind, or a change of the one it has (`change`): the
 * period, what makes a member active, and the tiers. The server checks the rules (rates within the agent's own,
 * tiers increasing) and answers field by field.
 */
export function ContractOfferForm({
  kind,
  period: ownPeriod,
  change,
}: {
  kind: ContractKindName;
  period: Period | undefined;
  change: AgentContract | null;
}) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const session = useSession();
  const agents = useDirectAgents(session.member?.id);
  const offer = useOfferContract();
  const periods = contractKindPeriods[kind];
  const [agentId, setAgentId] = useState(change ? String(change.agentId) : '');
  const [period, setPeriod] = useState<Period>(change?.period ?? ownPeriod ?? periods[0]!);
  const [threshold, setThreshold] = useState(change ? String(change.activeThreshold) : '0');
  const [tiers, setTiers] = useState<TierDraft[]>(change ? change.tiers.map(draftOf) : [emptyTier]);
  const [status, setStatus] = useState<string | null>(null);
  const list = agents.data ?? [];
  const chosen = agentId || (list[0] ? String(list[0].id) : '');
  if (agents.isSuccess && list.length === 0) return <p className="agent-card__meta">{t('offer_no_agents')}</p>;

  const setTier = (n: number, patch: Partial<TierDraft>) =>
    setTiers(tiers.map((tier, i) => (i === n ? { ...tier, ...patch } : tier)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    offer.mutate(
      {
        agentId: Number(chosen),
        kind,
        productType: 'CONS',
        period,
        activeThreshold: Number(threshold),
        tiers: tiers.map((tier) => ({
          rate: Number(tier.rate),
          minValidBet: Number(tier.minValidBet),
          minNetLoss: kind === 'dividend' && tier.minNetLoss !== '' ? Number(tier.minNetLoss) : null,
          minActiveMembers: Number(tier.minActiveMembers),
        })),
      },
      {
        onSuccess: ({ contract }) => setStatus(t('offer_done', { username: contract.agentUsername })),
      },
    );
  };
  const number = { inputMode: 'decimal' as const, dir: 'ltr' as const };
  return (
    <form className="agent-form contract-offer" noValidate onSubmit={submit}>
      <SelectField
        label={t('agent')}
        value={chosen}
        onChange={(event) => setAgentId(event.target.value)}
        options={list.map((row) => ({ value: String(row.id), label: row.username }))}
      />
      <SelectField
        label={t('period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value as Period)}
        options={periods.map((p) => ({ value: p, label: t(`period_${p}`) }))}
      />
      <TextField
        label={t('active_threshold')}
        hint={t('active_threshold_hint')}
        {...number}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      {tiers.map((tier, n) => (
        <fieldset key={n} className="contract-offer__tier">
          <legend>{t('tier_n', { n: n + 1 })}</legend>
          <TextField
            label={t('rate_percent')}
            {...number}
            required
            value={tier.rate}
            onChange={(event) => setTier(n, { rate: event.target.value })}
          />
          <TextField
            label={t('min_valid_bet')}
            {...number}
            value={tier.minValidBet}
            onChange={(event) => setTier(n, { minValidBet: event.target.value })}
          />
          {kind === 'dividend' ? (
            <TextField
              label={t('min_net_loss')}
              {...number}
              value={tier.minNetLoss}
              onChange={(event) => setTier(n, { minNetLoss: event.target.value })}
            />
          ) : null}
          <TextField
            label={t('min_active_members')}
            inputMode="numeric"
            dir="ltr"
            value={tier.minActiveMembers}
            onChange={(event) => setTier(n, { minActiveMembers: event.target.value })}
          />
          {tiers.length > 1 ? (
            <Button variant="secondary" size="small" onClick={() => setTiers(tiers.filter((_, i) => i !== n))}>
              {t('remove_tier', { n: n + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button variant="secondary" disabled={tiers.length >= 10} onClick={() => setTiers([...tiers, emptyTier])}>
        {t('add_tier')}
      </Button>
      <Button type="submit" aria-busy={offer.isPending} disabled={offer.isPending || !chosen}>
        {t('offer_submit')}
      </Button>
      {status ? (
        <p className="agent-form__status" role="status">
          {status}
        </p>
      ) : null}
      {offer.isError ? (
        <p className="agent-form__error" role="alert">
          {errorMessage(offer.error)}
          <FieldReasons error={offer.error} />
        </p>
      ) : null}
    </form>
  );
}

/** The offer rules the server names (decision 0046); any other field error reads as a generic one. */
const offerReasons = [
  'above_template_rate',
  'above_upline_rate',
  'overlapping_tiers',
  'period_differs_from_upline',
  'upline_has_no_contract',
  'rate_out_of_range',
  'kind_not_offered',
] as const;

/** The server's field errors of a refused offer: which tier, which rule. */
function FieldReasons({ error }: { error: unknown }) {
  const { t } = useTranslation('contracts');
  if (!(error instanceof ApiError) || !error.fields?.length) return null;
  const texts = error.fields.map((f) => {
    const tier = /^tiers\.(\d+)/.exec(f.field);
    const known = offerReasons.find((reason) => reason === f.reason);
    const reason = known ? t(`reason_${known}`) : t('reason_other');
    return tier ? `${t('tier_n', { n: Number(tier[1]) + 1 })}: ${reason}` : reason;
  });
  return <> {texts.join(' · ')}</>;
}
