import { Button, CheckboxField, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { fieldErrorTexts, FormOutcome, schemaResolver, useFormSubmit } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import {
  referralDraftOf,
  referralRulesFormSchema,
  type ReferralRulesBody,
  type ReferralRulesDraft,
} from './referral-drafts.ts';
import { usePayingPromotions, useReferralRules, useSaveReferralRules, type ConsoleReferralRules } from './queries.ts';

/** The merchant's referral rules (decision 0081): on or off, the reward and its budget, the friend's conditions. */
export function ReferralRulesSection() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const rules = useReferralRules();
  const promotions = usePayingPromotions();
  const failed = rules.isError ? rules : promotions.isError ? promotions : null;
  return (
    <section className="card" aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title" className="card-title">
        {t('referrals.rules.title')}
      </h2>
      <p className="card-hint">{t('referrals.rules.hint')}</p>
      {failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
      ) : !rules.data || !promotions.data ? (
        <LoadingState />
      ) : (
        <RulesForm
          saved={rules.data}
          promotions={promotions.data.map((p) => ({
            value: String(p.id),
            label: `${p.texts['ES']?.title ?? p.texts['EN']?.title ?? Object.values(p.texts)[0]?.title ?? ''} (#${p.id})`,
          }))}
        />
      )}
    </section>
  );
}

function RulesForm({
  saved,
  promotions,
}: {
  saved: ConsoleReferralRules;
  promotions: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const canManage = useCan('promotions.manage');
  const save = useSaveReferralRules();
  const [notice, setNotice] = useState('');
  const form = useForm<ReferralRulesDraft, unknown, ReferralRulesBody>({
    defaultValues: referralDraftOf(saved),
    resolver: schemaResolver(referralRulesFormSchema),
  });
  const submission = useFormSubmit(form, {
    fields: Object.keys(referralDraftOf(saved)),
    submit: async (body) => {
      setNotice('');
      const next = await save.mutateAsync(body);
      form.reset(referralDraftOf(next));
      setNotice(t('referrals.rules.saved'));
    },
  });
  const text = fieldErrorTexts(form.formState.errors, fieldMessage);
  const errorsOf = (field: keyof ReferralRulesDraft) => {
    const worded = text(field);
    return worded ? [worded] : [];
  };
  const field = (name: keyof ReferralRulesDraft, inputMode: 'decimal' | 'numeric', hint?: string) => (
    <TextField
      label={t(`referrals.rules.${name}`)}
      {...(hint ? { hint } : {})}
      inputMode={inputMode}
      maxLength={20}
      {...form.register(name)}
      errors={errorsOf(name)}
    />
  );

  return (
    <form className="referral-rules-form" noValidate onSubmit={(event) => void submission.handleSubmit(event)}>
      <fieldset disabled={!canManage}>
        <CheckboxField label={t('referrals.rules.enabled')} {...form.register('enabled')} />
        <div className="referral-rules-grid">
          <SelectField
            label={t('referrals.rules.promotionId')}
            hint={t('referrals.rules.promotionHint')}
            options={[{ value: '', label: t('referrals.rules.choosePromotion') }, ...promotions]}
            {...form.register('promotionId')}
            errors={errorsOf('promotionId')}
          />
          <SelectField
            label={t('referrals.rules.rewardKind')}
            options={[
              { value: 'cash', label: t('referrals.kinds.cash') },
              { value: 'bonus', label: t('referrals.kinds.bonus') },
            ]}
            {...form.register('rewardKind')}
          />
          {field('reward', 'decimal')}
          {field('minFirstDeposit', 'decimal')}
          {field('minValidBets', 'decimal', t('referrals.rules.minValidBetsHint'))}
          {field('withinDays', 'numeric')}
          {field('maxRewardedFriends', 'numeric')}
        </div>
      </fieldset>
      <FormOutcome
        className="referral-rules-form"
        status={notice}
        error={submission.formError ? errorMessage(submission.formError) : null}
      />
      {canManage ? (
        <Button type="submit" aria-disabled={submission.isPending || undefined}>
          {t('referrals.rules.save')}
        </Button>
      ) : null}
    </form>
  );
}
