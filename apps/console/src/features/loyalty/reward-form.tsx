import { pointRewardKinds } from '@ficha/contract';
import { CheckboxField, SelectField, TextareaField, TextField } from '@ficha/ui';
import { FormOutcome, schemaResolver, useFormSubmit } from '@ficha/ui/forms';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ArtPicker } from './art-picker.tsx';
import { errorsOfForm } from './field-problem-text.ts';
import { rewardFormSchema, type RewardDraft } from './loyalty-drafts.ts';
import { useSavePointReward } from './queries.ts';

export interface RewardFormProps {
  formId: string;
  /** The reward edited; undefined adds one. */
  id: number | undefined;
  draft: RewardDraft;
  onSaved: () => void;
}

/** Adds or changes a mall reward: texts, picture or drawing, kind, price in points, value, stock, shown, order. */
export function RewardForm({ formId, id, draft, onSaved }: RewardFormProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSavePointReward();
  const form = useForm({ defaultValues: draft, resolver: schemaResolver(rewardFormSchema(id)) });
  const submission = useFormSubmit(form, {
    submit: async (body) => {
      await save.mutateAsync(body);
      onSaved();
    },
  });
  const errorsOf = errorsOfForm(form, fieldMessage);
  const [kind, art] = useWatch({ control: form.control, name: ['kind', 'art'] });

  return (
    <form id={formId} className="reward-form" noValidate onSubmit={(event) => void submission.handleSubmit(event)}>
      <TextField label={t('loyalty.reward.name')} maxLength={80} {...form.register('name')} errors={errorsOf('name')} />
      <TextareaField
        label={t('loyalty.reward.description')}
        maxLength={500}
        rows={2}
        {...form.register('description')}
        errors={errorsOf('description')}
      />
      <div className="loyalty-grid">
        <SelectField
          label={t('loyalty.reward.kind')}
          {...form.register('kind')}
          options={pointRewardKinds.map((k) => ({ value: k, label: t(`loyalty.kinds.${k}`) }))}
          errors={errorsOf('kind')}
        />
        <TextField
          label={t('loyalty.reward.points')}
          inputMode="numeric"
          maxLength={15}
          {...form.register('points')}
          errors={errorsOf('points')}
        />
        <TextField
          label={t('loyalty.reward.value')}
          hint={t(kind === 'item' ? 'loyalty.reward.valueItemHint' : 'loyalty.reward.valueHint')}
          inputMode="decimal"
          maxLength={20}
          disabled={kind === 'item'}
          {...form.register('value')}
          errors={errorsOf('value')}
        />
        <TextField
          label={t('loyalty.reward.stock')}
          hint={t('loyalty.reward.stockHint')}
          inputMode="numeric"
          maxLength={7}
          {...form.register('stock')}
          errors={errorsOf('stock')}
        />
        <TextField
          label={t('loyalty.reward.sort')}
          inputMode="numeric"
          maxLength={6}
          {...form.register('sort')}
          errors={errorsOf('sort')}
        />
      </div>
      <CheckboxField label={t('loyalty.reward.active')} appearance="switch" {...form.register('active')} />
      <ArtPicker value={art} onChange={(next) => form.setValue('art', next, { shouldDirty: true })} />
      <TextField
        label={t('loyalty.reward.imageUrl')}
        hint={t('loyalty.reward.imageUrlHint')}
        maxLength={500}
        {...form.register('imageUrl')}
        errors={errorsOf('imageUrl')}
      />
      <FormOutcome className="reward-form" error={submission.formError ? errorMessage(submission.formError) : null} />
    </form>
  );
}
