import { gameTypes } from '@ficha/contract';
import { Button, CheckboxField, ErrorState, LoadingState, TextField } from '@ficha/ui';
import { FormOutcome, schemaResolver, useFormSubmit } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import type { PointConfig } from '@ficha/contract';
import { errorsOfForm } from './field-problem-text.ts';
import { rateField, rulesDraftOf, rulesFormSchema, type RulesBody, type RulesDraft } from './loyalty-drafts.ts';
import { usePointSettings, useUpdatePointSettings } from './queries.ts';

/** The point rules: points per 100.00 of valid bets by game type and of deposits, and the conversion to money. */
export function PointRulesTab() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const settings = usePointSettings();
  if (settings.isError && !settings.data)
    return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingState />;
  return (
    <section className="loyalty-tab" aria-labelledby="rules-title">
      <h2 id="rules-title" className="card-title">
        {t('loyalty.rules.title')}
      </h2>
      <p className="card-hint">{t('loyalty.rules.hint')}</p>
      <RulesForm saved={settings.data} />
    </section>
  );
}

function RulesForm({ saved }: { saved: PointConfig }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const canManage = useCan('loyalty.manage');
  const update = useUpdatePointSettings();
  const [notice, setNotice] = useState('');
  const form = useForm<RulesDraft, unknown, RulesBody>({
    defaultValues: rulesDraftOf(saved),
    resolver: schemaResolver(rulesFormSchema),
  });
  const submission = useFormSubmit(form, {
    fields: [...Object.keys(rulesDraftOf(saved)), 'betRates', 'convertTargets'],
    submit: async (body) => {
      setNotice('');
      const next = await update.mutateAsync(body);
      form.reset(rulesDraftOf(next));
      setNotice(t('loyalty.rules.saved'));
    },
  });
  const errorsOf = errorsOfForm(form, fieldMessage);
  const whole = (name: string, label: string, hint?: string) => (
    <TextField
      label={label}
      {...(hint ? { hint } : {})}
      inputMode="numeric"
      maxLength={10}
      {...form.register(name)}
      errors={errorsOf(name)}
    />
  );

  return (
    <form className="rules-form" noValidate onSubmit={(event) => void submission.handleSubmit(event)}>
      <fieldset disabled={!canManage}>
        <legend>{t('loyalty.rules.betRates')}</legend>
        <p className="card-hint">{t('loyalty.rules.betRatesHint')}</p>
        <div className="loyalty-grid">
          {whole('defaultBetRate', t('loyalty.rules.defaultBetRate'))}
          {gameTypes.map((gameType) =>
            whole(rateField(gameType), t('loyalty.rules.rateOf', { gameType: t(`loyalty.gameTypes.${gameType}`) })),
          )}
        </div>
        {errorsOf('betRates').map((text) => (
          <p key={text} className="field-error" role="alert">
            {text}
          </p>
        ))}
      </fieldset>
      <fieldset disabled={!canManage}>
        <legend>{t('loyalty.rules.deposits')}</legend>
        <div className="loyalty-grid">{whole('depositRate', t('loyalty.rules.depositRate'))}</div>
      </fieldset>
      <fieldset disabled={!canManage}>
        <legend>{t('loyalty.rules.conversion')}</legend>
        <div className="loyalty-grid">
          {whole('convertPoints', t('loyalty.rules.convertPoints'))}
          <TextField
            label={t('loyalty.rules.convertAmount')}
            inputMode="decimal"
            maxLength={20}
            {...form.register('convertAmount')}
            errors={errorsOf('convertAmount')}
          />
          {whole('bonusMultiplier', t('loyalty.rules.bonusMultiplier'), t('loyalty.rules.bonusMultiplierHint'))}
          {whole('bonusDays', t('loyalty.rules.bonusDays'))}
        </div>
        <CheckboxField label={t('loyalty.rules.convertCash')} {...form.register('convertCash')} />
        <CheckboxField label={t('loyalty.rules.convertBonus')} {...form.register('convertBonus')} />
      </fieldset>
      <FormOutcome
        className="rules-form"
        status={notice}
        error={submission.formError ? errorMessage(submission.formError) : null}
      />
      {canManage ? (
        <Button type="submit" aria-disabled={submission.isPending || undefined}>
          {t('loyalty.rules.save')}
        </Button>
      ) : null}
    </form>
  );
}
