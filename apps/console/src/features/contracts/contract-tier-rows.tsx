import { maxContractTiers } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Button, FieldErrors, TextField } from '@ficha/ui';
import { emptyDraft, type TierDraft } from './tier-draft.ts';

const inputs = ['rate', 'minValidBet', 'minNetLoss', 'minActiveMembers'] as const;

/**
 * The rows of a tier table (decision 0061): rate (%), period valid bet, period profit and loss (empty: no
 * condition) and active members, as SPEC §3 names them; add a row up to `maxContractTiers`, remove any. Each
 * input shows its own problem (`errors`, keyed `tiers.<n>.<input>` as the server names them).
 */
export function ContractTierRows(props: {
  drafts: readonly TierDraft[];
  onChange: (drafts: TierDraft[]) => void;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { drafts, onChange, errors, disabled } = props;
  const edit = (index: number, input: (typeof inputs)[number], value: string) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, [input]: value } : draft)));
  return (
    <div className="contract-tiers">
      {drafts.length === 0 ? <p className="card-hint">{t('contracts.noTiers')}</p> : null}
      {drafts.map((draft, index) => (
        <fieldset className="contract-tier" key={index}>
          <legend>{t('contracts.tierN', { n: index + 1 })}</legend>
          {inputs.map((input) => {
            const error =
              errors[`tiers.${index}.${input}`] ?? (input === 'rate' ? errors[`tiers.${index}`] : undefined);
            return (
              <TextField
                key={input}
                label={t(`contracts.tierFields.${input}`)}
                inputMode={input === 'minActiveMembers' ? 'numeric' : 'decimal'}
                maxLength={20}
                value={draft[input]}
                readOnly={disabled}
                onChange={(event) => edit(index, input, event.target.value)}
                errors={error ? [error] : []}
              />
            );
          })}
          {disabled ? null : (
            <Button
              size="small"
              variant="secondary"
              aria-label={t('contracts.removeTierN', { n: index + 1 })}
              onClick={() => onChange(drafts.filter((_, i) => i !== index))}
            >
              {t('contracts.removeTier')}
            </Button>
          )}
        </fieldset>
      ))}
      <FieldErrors id="contract-tiers-errors" messages={errors['tiers'] ? [errors['tiers']] : []} />
      {disabled ? null : (
        <Button
          size="small"
          variant="secondary"
          disabled={drafts.length >= maxContractTiers}
          onClick={() => onChange([...drafts, emptyDraft()])}
        >
          {t('contracts.addTier')}
        </Button>
      )}
      {drafts.length >= maxContractTiers && !disabled ? (
        <p className="card-hint">{t('contracts.tiersFull', { max: maxContractTiers })}</p>
      ) : null}
    </div>
  );
}
