import { ApiError } from '@ficha/contract/client';
import { buttonClassName, CheckboxField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useUpdateRiskRule, type RiskRule } from './queries.ts';

/** A rule's editable values as the form holds them (text), keyed by the contract's field names. */
type Values = Record<string, string>;

const fieldsOf = (rule: RiskRule): Values => {
  const { rule: _kind, enabled: _enabled, ...values } = rule;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
};

/** Every value a rule kind has (the contract's field names), for their labels. */
type FieldKey =
  | 'threshold'
  | 'lookbackDays'
  | 'playPercent'
  | 'accounts'
  | 'factor'
  | 'minStake'
  | 'fromHour'
  | 'toHour'
  | 'minBonuses';

/** The fields that are money (sent as the wire's decimal number); the others are whole numbers. */
const moneyFields = new Set(['threshold', 'minStake']);

/** One risk rule: on or off and its values, saved on its own (audited server-side). */
export function RiskRuleCard({ rule }: { rule: RiskRule }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const canManage = useCan('risk.manage');
  const update = useUpdateRiskRule();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [values, setValues] = useState<Values>(() => fieldsOf(rule));
  const [saved, setSaved] = useState(false);
  const fieldErrors = update.error instanceof ApiError ? (update.error.fields ?? []) : [];

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const numbers = Object.fromEntries(
      Object.entries(values).map(([key, text]) => [key, moneyFields.has(key) ? text.trim() : Number(text)]),
    );
    update.mutate({ rule: rule.rule, enabled, ...numbers } as RiskRule, { onSuccess: () => setSaved(true) });
  }

  return (
    <form className="risk-rule" onSubmit={save} aria-labelledby={`risk-rule-${rule.rule}`}>
      <h2 id={`risk-rule-${rule.rule}`}>{t(`risk.rules.${rule.rule}`)}</h2>
      <p className="risk-note">{t(`risk.ruleHints.${rule.rule}`)}</p>
      <CheckboxField
        label={t('risk.enabled')}
        appearance="switch"
        checked={enabled}
        disabled={!canManage}
        onCheckedChange={setEnabled}
      />
      {Object.keys(values).map((key) => (
        <TextField
          key={key}
          label={t(`risk.fields.${key as FieldKey}`)}
          inputMode={moneyFields.has(key) ? 'decimal' : 'numeric'}
          value={values[key] ?? ''}
          disabled={!canManage}
          errors={fieldErrors.filter((e) => e.field === key).map(fieldMessage)}
          onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        />
      ))}
      {update.isError && fieldErrors.length === 0 ? <AlertMessage message={errorMessage(update.error)} /> : null}
      {saved ? <p role="status">{t('risk.saved')}</p> : null}
      {canManage ? (
        <button type="submit" className={buttonClassName('primary')} disabled={update.isPending}>
          {t('risk.save')}
        </button>
      ) : null}
    </form>
  );
}
