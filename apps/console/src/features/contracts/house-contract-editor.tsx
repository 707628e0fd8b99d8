import {
  contractKindPeriods,
  parseMoneyText,
  toWireMoney,
  type AgentContract,
  type ContractPeriodName,
  type FieldError,
} from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@ficha/ui';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ContractSaveRow } from './contract-save-row.tsx';
import { ContractTierRows } from './contract-tier-rows.tsx';
import { useContractSetup, useOfferHouseContract } from './queries.ts';
import { checkTiers, draftOf, emptyDraft, parseRateText, type TierDraft } from './tier-draft.ts';

/** The server's reasons about an offer the editor words itself; others read as the console words any field. */
const serverReasons = [
  'overlapping_tiers',
  'above_template_rate',
  'rate_out_of_range',
  'rate_too_many_decimals',
] as const;

/** What the editor starts from: the effective contract it changes, or a top agent's first one. */
export type HouseContractBase = Pick<
  AgentContract,
  'agentId' | 'agentUsername' | 'kind' | 'productType' | 'period' | 'activeThreshold' | 'tiers'
>;

/**
 * Changes the house's contract with a top agent (decision 0061), or offers a top agent its first one: period,
 * active-member threshold and tiers, sent as an offer (`offerHouseContract`) that the agent accepts or rejects in
 * its contract popup; an effective contract pays until then. Rates are checked against the kind's template when
 * the operator may read it.
 */
export function HouseContractEditor({
  contract,
  isNew = false,
  onClose,
}: {
  contract: HouseContractBase;
  isNew?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const setup = useContractSetup();
  const offer = useOfferHouseContract();
  const periods = contractKindPeriods[contract.kind];
  const [period, setPeriod] = useState<ContractPeriodName>(contract.period);
  const [threshold, setThreshold] = useState(String(contract.activeThreshold));
  const [drafts, setDrafts] = useState<TierDraft[]>(() =>
    contract.tiers.length > 0 ? contract.tiers.map(draftOf) : [emptyDraft()],
  );
  const title = t(isNew ? 'contracts.houseNewTitle' : 'contracts.houseEditTitle', { agent: contract.agentUsername });
  const [isChecked, setIsChecked] = useState(false);
  const templateMax = setup.data?.templates.find((x) => x.kind === contract.kind)?.maxRate;
  const maxRead = templateMax === undefined ? null : parseRateText(String(templateMax));
  const check = checkTiers(drafts, maxRead?.ok ? maxRead.bp : null);
  const thresholdRead = parseMoneyText(threshold.trim().replace(',', '.'));
  const serverText = (error: FieldError) => {
    const reason = serverReasons.find((r) => r === error.reason);
    return reason
      ? t(`contracts.serverReasons.${reason}`, { max: String(error.params?.['max'] ?? '') })
      : fieldMessage(error);
  };
  const errors: Record<string, string> = {};
  if (!offer.isPending) for (const error of fieldErrorsOf(offer.error)) errors[error.field] = serverText(error);
  if (isChecked) {
    for (const [field, problem] of Object.entries(check.problems))
      errors[field] = t(`contracts.problems.${problem}`, { max: String(templateMax ?? '') });
    if (!thresholdRead.ok) errors['activeThreshold'] = t('contracts.problems.moneyFormat');
  }
  const shown = new Set(Object.keys(errors));
  const failure = offer.error && fieldErrorsOf(offer.error).every((e) => !shown.has(e.field));
  const send = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    offer.reset();
    if (!check.tiers || check.tiers.length === 0 || !thresholdRead.ok) return;
    offer.mutate({
      agentId: contract.agentId,
      kind: contract.kind,
      productType: contract.productType,
      period,
      activeThreshold: toWireMoney(thresholdRead.minor),
      tiers: check.tiers,
    });
  };
  return (
    <form className="contracts-form" noValidate onSubmit={send} aria-label={title}>
      <h3 className="card-title">{title}</h3>
      <p className="card-hint">{t(isNew ? 'contracts.houseNewHint' : 'contracts.houseEditHint')}</p>
      <SelectField
        label={t('contracts.periodKind')}
        value={period}
        onChange={(event) => setPeriod(event.target.value as ContractPeriodName)}
        options={periods.map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))}
        errors={errors['period'] ? [errors['period']] : []}
      />
      <TextField
        label={t('contracts.activeThreshold')}
        inputMode="decimal"
        maxLength={20}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
        errors={errors['activeThreshold'] ? [errors['activeThreshold']] : []}
      />
      <ContractTierRows
        drafts={drafts}
        onChange={setDrafts}
        errors={isChecked && drafts.length === 0 ? { ...errors, tiers: t('contracts.problems.noTiers') } : errors}
        disabled={false}
      />
      <ContractSaveRow
        isPending={offer.isPending}
        isSaved={false}
        label={t(isNew ? 'contracts.sendOffer' : 'contracts.sendChange')}
        failureText={failure ? errorMessage(offer.error) : null}
      />
      {offer.isSuccess ? (
        <p className="card-hint" role="status">
          {t(
            isNew
              ? 'contracts.houseNewOffered'
              : offer.data.downlineHigherRate === 'Y'
                ? 'contracts.houseOfferedHigher'
                : 'contracts.houseOffered',
            { agent: contract.agentUsername },
          )}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        {t('contracts.close')}
      </Button>
    </form>
  );
}
