import type { LaneRules } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, ErrorState, LoadingState, TextField } from '@ficha/ui';
import { parseCodeList } from './code-list.ts';
import { useLaneRules, useUpdateLaneRules } from './queries.ts';
import { useCan } from '../../lib/use-can.ts';

const listKeys = ['cockfightVendors', 'esportVendors', 'excludedRngVendors'] as const;

type ListKey = (typeof listKeys)[number];

/** The merchant's lane rules (SPEC §4 "Categories"): vendor codes moved out of SPORTS and RNG. */
export function LaneRulesCard() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const rules = useLaneRules();
  return (
    <section className="card" aria-labelledby="lane-rules-title">
      <h2 id="lane-rules-title" className="card-title">
        {t('catalog.laneRulesTitle')}
      </h2>
      <p className="card-hint">{t('catalog.laneRulesHint')}</p>
      {rules.isError ? (
        <ErrorState message={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <LaneRulesForm key={JSON.stringify(rules.data)} saved={rules.data} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

function LaneRulesForm({ saved }: { saved: LaneRules }) {
  const { t } = useTranslation();
  const update = useUpdateLaneRules();
  const canManage = useCan('catalog.manage');
  const { form, submission, errorsOf, failureText } = useEditForm({
    defaultValues: Object.fromEntries(listKeys.map((k) => [k, saved[k].join(', ')])) as Record<ListKey, string>,
    fields: listKeys,
    submit: (texts) => update.mutateAsync(Object.fromEntries(listKeys.map((k) => [k, parseCodeList(texts[k])]))),
  });

  return (
    <form className="catalog-form" onSubmit={submission.handleSubmit} noValidate>
      {listKeys.map((key) => (
        <TextField
          key={key}
          label={t(`catalog.laneRules.${key}`)}
          hint={t(`catalog.laneRules.${key}Hint`)}
          {...form.register(key)}
          maxLength={2000}
          errors={errorsOf(key)}
        />
      ))}
      {failureText ? <AlertMessage message={failureText} /> : null}
      <p role="status">{update.isSuccess ? t('form.saved') : ''}</p>
      {canManage ? (
        <div>
          <button
            type="submit"
            className={buttonClassName('primary')}
            aria-disabled={submission.isPending || undefined}
          >
            {submission.isPending ? t('form.saving') : t('form.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
