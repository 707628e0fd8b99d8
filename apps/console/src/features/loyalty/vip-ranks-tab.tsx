import { Button, ErrorState, LoadingState, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit } from '@ficha/ui/forms';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import {
  emptyRankDraft,
  rankDraftOf,
  ranksFormSchema,
  type RankDraft,
  type RanksBody,
  type RanksDraft,
} from './loyalty-drafts.ts';
import { useSaveVipRanks, useVipRanks } from './queries.ts';
import type { VipRank } from '@ficha/contract';

const columns: readonly (keyof RankDraft)[] = [
  'name',
  'monthlyBets',
  'monthlyDeposits',
  'lifetimeBets',
  'lifetimeDeposits',
  'retentionMonths',
  'levelUpReward',
  'iconUrl',
];

/** The rank's perks (decision 0082), in their own group of each rank. */
const perkColumns: readonly (keyof RankDraft)[] = [
  'rebateBoost',
  'withdrawDailyCount',
  'withdrawDailyAmount',
  'birthdayReward',
];

/** The VIP rank table: level 1 first; loaded, then edited as a whole and saved at once. */
export function VipRanksTab() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const ranks = useVipRanks();
  if (ranks.isError && !ranks.data)
    return <ErrorState message={errorMessage(ranks.error)} onRetry={() => void ranks.refetch()} />;
  if (!ranks.data) return <LoadingState />;
  return (
    <section className="loyalty-tab" aria-labelledby="ranks-title">
      <h2 id="ranks-title" className="card-title">
        {t('loyalty.ranks.title')}
      </h2>
      <p className="card-hint">{t('loyalty.ranks.hint')}</p>
      <RanksForm saved={ranks.data} />
    </section>
  );
}

function RanksForm({ saved }: { saved: readonly VipRank[] }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const canManage = useCan('loyalty.manage');
  const save = useSaveVipRanks();
  const [notice, setNotice] = useState('');
  const form = useForm<RanksDraft, unknown, RanksBody>({
    defaultValues: { ranks: saved.map(rankDraftOf) },
    resolver: schemaResolver(ranksFormSchema),
  });
  const rows = useFieldArray({ control: form.control, name: 'ranks' });
  const submission = useFormSubmit(form, {
    submit: async (body) => {
      setNotice('');
      const next = await save.mutateAsync(body);
      form.reset({ ranks: next.map(rankDraftOf) });
      setNotice(t('loyalty.ranks.saved'));
    },
  });
  const ownText = fieldErrorTexts(form.formState.errors, fieldMessage);
  // The server names a cell (`ranks.2.lifetimeBets`): its problem shows there.
  const serverErrors = fieldErrorsOf(submission.failure);
  const errorsOf = (path: string) => {
    const own = ownText(path);
    if (own) return [own];
    return serverErrors.filter((e) => e.field === path).map(fieldMessage);
  };
  const isText = (key: keyof RankDraft) => key === 'name' || key === 'iconUrl';
  const isWhole = (key: keyof RankDraft) => key === 'retentionMonths' || key === 'withdrawDailyCount';
  const field = (index: number, key: keyof RankDraft) => (
    <TextField
      key={key}
      label={t(`loyalty.ranks.fields.${key}`)}
      inputMode={isText(key) ? 'text' : isWhole(key) ? 'numeric' : 'decimal'}
      maxLength={key === 'iconUrl' ? 500 : key === 'name' ? 40 : 20}
      {...form.register(`ranks.${index}.${key}`)}
      errors={errorsOf(`ranks.${index}.${key}`)}
    />
  );

  return (
    <form className="ranks-form" noValidate onSubmit={(event) => void submission.handleSubmit(event)}>
      {rows.fields.length === 0 ? <p className="card-hint">{t('loyalty.ranks.none')}</p> : null}
      <ol className="ranks-list">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="rank-row">
            <fieldset disabled={!canManage}>
              <legend>{t('loyalty.ranks.level', { level: index + 1 })}</legend>
              <div className="loyalty-grid">{columns.map((key) => field(index, key))}</div>
              <fieldset className="rank-perks">
                <legend>{t('loyalty.ranks.perks')}</legend>
                <p className="card-hint">{t('loyalty.ranks.perksHint')}</p>
                <div className="loyalty-grid">{perkColumns.map((key) => field(index, key))}</div>
              </fieldset>
              {canManage ? (
                <Button variant="ghost" onClick={() => rows.remove(index)}>
                  {t('loyalty.ranks.remove', { level: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {submission.formError && serverErrors.length === 0 ? (
        <AlertMessage message={errorMessage(submission.formError)} />
      ) : null}
      {serverErrors.length > 0 ? <AlertMessage message={t('loyalty.ranks.fixCells')} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      {canManage ? (
        <div className="loyalty-actions">
          <Button
            variant="secondary"
            onClick={() => rows.append({ ...emptyRankDraft })}
            disabled={rows.fields.length >= 20}
          >
            {t('loyalty.ranks.add')}
          </Button>
          <Button type="submit" aria-disabled={submission.isPending || undefined}>
            {t('loyalty.ranks.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
