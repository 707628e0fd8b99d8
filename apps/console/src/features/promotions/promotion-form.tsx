import {
  languageCodes,
  promotionCategories,
  promotionInputSchema,
  promotionKinds,
  type EndpointOutput,
  type updatePromotion,
} from '@ficha/contract';
import { buttonClassName, SelectField, TextareaField, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { artPalettes, bodyOf, type PromotionDraft } from './promotion-draft.ts';
import { UploadedImageField } from '../../ui/uploaded-image-field.tsx';
import { useSavePromotion, useUploadPromotionArt } from './queries.ts';
import { RaffleFields } from './raffle-fields.tsx';
import './promotions.css';

export interface PromotionFormProps {
  /** null: a new promotion. */
  promotionId: number | null;
  initial: PromotionDraft;
  /** The merchant's IANA time zone: the schedule is typed in it. */
  timeZone: string;
  /** Whether the promotion has claims (kind, reward and terms are then fixed: the server refuses a change). */
  isClaimed: boolean;
  onSaved: (saved: EndpointOutput<typeof updatePromotion>) => void;
}

/** Inputs of the builder besides the texts, by the server's field names (its errors land beside them). */
const placedFields = [
  'kind',
  'category',
  'texts',
  'art',
  'startsAt',
  'endsAt',
  'budget',
  'amount',
  'matchPct',
  'cap',
  'minDeposit',
  'depositNumber',
  'channelCodes',
  'wageringMultiplier',
  'wageringBase',
  'contributions',
  'defaultContributionPct',
  'maxBet',
  'maxCashout',
  'playOrder',
  'expiryHours',
  'eligibility',
  'exclusiveGroup',
  'sortOrder',
  'rebate',
  'raffle',
] as const;

/**
 * The promotion builder (create and edit, decision 0059): every field of the contract's promotion input,
 * checked by its schema before sending; the server's problems land beside their inputs.
 */
export function PromotionForm({ promotionId, initial, timeZone, isClaimed, onSaved }: PromotionFormProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSavePromotion(promotionId);
  const form = useForm({
    defaultValues: initial,
    resolver: schemaResolver(
      withRequest(
        z
          .custom<PromotionDraft>((value) => typeof value === 'object' && value !== null)
          .transform((draft) => bodyOf(draft, timeZone)),
        promotionInputSchema,
      ),
    ),
  });
  const texts = useFieldArray({ control: form.control, name: 'texts' });
  const submission = useFormSubmit(form, {
    fields: placedFields,
    submit: async (body) => onSaved(await save.mutateAsync(body)),
  });
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  const errorsOf = (field: (typeof placedFields)[number]) => {
    const text = errorText(field);
    return text ? [text] : [];
  };
  const kind = useWatch({ control: form.control, name: 'kind' });
  const art = useWatch({ control: form.control, name: 'art' });
  const uploadArt = useUploadPromotionArt();
  const shownLanguages = useWatch({ control: form.control, name: 'texts' }).map((text) => text.language);
  const freeLanguages = languageCodes.filter((code) => !shownLanguages.includes(code));
  const isDeposit = kind === 'deposit_bonus';
  const isRebate = kind === 'rebate';
  const isRaffle = kind === 'raffle';
  const numeric = (
    field: keyof PromotionDraft,
    label: string,
    hint?: string,
    mode: 'decimal' | 'numeric' = 'decimal',
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={mode}
      maxLength={20}
      {...form.register(field)}
      errors={errorsOf(field as (typeof placedFields)[number])}
    />
  );

  return (
    <form id="promotion-form" className="promotion-form" noValidate onSubmit={submission.handleSubmit}>
      {isClaimed ? <p className="promotion-note">{t('promotions.form.claimedNote')}</p> : null}
      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.basics')}</legend>
        <div className="promotion-grid">
          <SelectField
            label={t('promotions.form.kind')}
            options={promotionKinds.map((value) => ({ value, label: t(`promotions.kinds.${value}`) }))}
            {...form.register('kind')}
            errors={errorsOf('kind')}
          />
          <SelectField
            label={t('promotions.form.category')}
            options={promotionCategories.map((value) => ({ value, label: t(`promotions.categories.${value}`) }))}
            {...form.register('category')}
            errors={errorsOf('category')}
          />
          <TextField
            label={t('promotions.form.art')}
            hint={t('promotions.form.artHint', { palettes: artPalettes.join(', ') })}
            list="promotion-art-palettes"
            maxLength={500}
            {...form.register('art')}
            errors={errorsOf('art')}
          />
          <datalist id="promotion-art-palettes">
            {artPalettes.map((palette) => (
              <option key={palette} value={palette} />
            ))}
          </datalist>
          <UploadedImageField
            imageUrl={art.startsWith('/media/') || art.startsWith('https://') ? art : ''}
            onStored={(image) => form.setValue('art', image.url, { shouldDirty: true, shouldValidate: true })}
            upload={uploadArt}
            label={t('promotions.form.artUpload')}
            hint={t('promotions.form.artUploadHint')}
            previewLabel={t('promotions.form.artPreview')}
            testId="promotion-art-file"
          />
          {numeric('sortOrder', t('promotions.form.sortOrder'), t('promotions.form.sortOrderHint'), 'numeric')}
        </div>
      </fieldset>

      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.schedule')}</legend>
        <p className="promotion-note">{t('promotions.form.timeZoneNote', { timeZone })}</p>
        <div className="promotion-grid">
          <TextField
            type="datetime-local"
            label={t('promotions.form.startsAt')}
            {...form.register('startsAt')}
            errors={errorsOf('startsAt')}
          />
          <TextField
            type="datetime-local"
            label={t('promotions.form.endsAt')}
            {...form.register('endsAt')}
            errors={errorsOf('endsAt')}
          />
          {numeric('budget', t('promotions.form.budget'), t('promotions.form.budgetHint'))}
        </div>
      </fieldset>

      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.reward')}</legend>
        <div className="promotion-grid">
          {isDeposit ? (
            <>
              {numeric('matchPct', t('promotions.form.matchPct'), undefined, 'numeric')}
              {numeric('cap', t('promotions.form.cap'))}
              {numeric('minDeposit', t('promotions.form.minDeposit'))}
              {numeric(
                'depositNumber',
                t('promotions.form.depositNumber'),
                t('promotions.form.depositNumberHint'),
                'numeric',
              )}
              <TextField
                label={t('promotions.form.channelCodes')}
                hint={t('promotions.form.listHint')}
                maxLength={400}
                {...form.register('channelCodes')}
                errors={errorsOf('channelCodes')}
              />
            </>
          ) : isRebate ? (
            <>
              <SelectField
                label={t('promotions.form.rebateBasis')}
                options={(['valid_bet', 'net_loss'] as const).map((value) => ({
                  value,
                  label: t(`promotions.form.rebateBases.${value}`),
                }))}
                {...form.register('rebateBasis')}
              />
              <SelectField
                label={t('promotions.form.rebatePeriod')}
                options={(['daily', 'weekly'] as const).map((value) => ({
                  value,
                  label: t(`promotions.form.rebatePeriods.${value}`),
                }))}
                {...form.register('rebatePeriod')}
              />
              <TextField
                label={t('promotions.form.rebateRates')}
                hint={t('promotions.form.rebateRatesHint')}
                maxLength={400}
                {...form.register('rebateRates')}
                errors={errorsOf('rebate')}
              />
              {numeric('rebateDefaultRate', t('promotions.form.rebateDefaultRate'))}
              {numeric('rebateMinPayout', t('promotions.form.rebateMinPayout'))}
              {numeric('rebateCap', t('promotions.form.rebateCap'), t('promotions.form.optionalHint'))}
              <SelectField
                label={t('promotions.form.rebatePayAs')}
                options={(['cash', 'bonus'] as const).map((value) => ({
                  value,
                  label: t(`rebates.payAsValues.${value}`),
                }))}
                {...form.register('rebatePayAs')}
              />
              <SelectField
                label={t('promotions.form.rebateManual')}
                options={(['on', 'off'] as const).map((value) => ({
                  value,
                  label: t(`promotions.form.rebateManualValues.${value}`),
                }))}
                {...form.register('rebateManual')}
              />
              {numeric(
                'rebateAutoApproveUpTo',
                t('promotions.form.rebateAutoApproveUpTo'),
                t('promotions.form.rebateAutoApproveHint'),
              )}
            </>
          ) : isRaffle ? (
            <RaffleFields register={form.register} numeric={numeric} errors={errorsOf('raffle')} />
          ) : (
            numeric('amount', t('promotions.form.amount'))
          )}
        </div>
      </fieldset>

      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.terms')}</legend>
        <div className="promotion-grid">
          {numeric(
            'wageringMultiplier',
            t('promotions.form.wageringMultiplier'),
            t('promotions.form.wageringMultiplierHint'),
          )}
          <SelectField
            label={t('promotions.form.wageringBase')}
            options={(['bonus', 'bonus_deposit'] as const).map((value) => ({
              value,
              label: t(`promotions.wageringBases.${value}`),
            }))}
            {...form.register('wageringBase')}
            errors={errorsOf('wageringBase')}
          />
          <TextField
            label={t('promotions.form.contributions')}
            hint={t('promotions.form.contributionsHint')}
            maxLength={400}
            {...form.register('contributions')}
            errors={errorsOf('contributions')}
          />
          {numeric('defaultContributionPct', t('promotions.form.defaultContributionPct'), undefined, 'numeric')}
          {numeric('maxBet', t('promotions.form.maxBet'), t('promotions.form.optionalHint'))}
          {numeric('maxCashout', t('promotions.form.maxCashout'), t('promotions.form.optionalHint'))}
          <SelectField
            label={t('promotions.form.playOrder')}
            options={(['cash_first', 'bonus_first'] as const).map((value) => ({
              value,
              label: t(`promotions.playOrders.${value}`),
            }))}
            {...form.register('playOrder')}
            errors={errorsOf('playOrder')}
          />
          {numeric('expiryHours', t('promotions.form.expiryHours'), undefined, 'numeric')}
        </div>
      </fieldset>

      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.eligibility')}</legend>
        <p className="promotion-note">{t('promotions.form.eligibilityNote')}</p>
        <div className="promotion-grid">
          <TextField
            label={t('promotions.form.memberTypes')}
            hint={t('promotions.form.memberTypesHint')}
            maxLength={60}
            {...form.register('memberTypes')}
          />
          <TextField label={t('promotions.form.agentUsername')} maxLength={64} {...form.register('agentUsername')} />
          <TextField
            type="datetime-local"
            label={t('promotions.form.registeredAfter')}
            {...form.register('registeredAfter')}
          />
          <TextField
            type="datetime-local"
            label={t('promotions.form.registeredBefore')}
            {...form.register('registeredBefore')}
          />
          <TextField
            label={t('promotions.form.minDeposits')}
            inputMode="numeric"
            maxLength={6}
            {...form.register('minDeposits')}
          />
          <TextField
            label={t('promotions.form.maxDeposits')}
            inputMode="numeric"
            maxLength={6}
            {...form.register('maxDeposits')}
          />
          <TextField
            label={t('promotions.form.countries')}
            hint={t('promotions.form.countriesHint')}
            maxLength={400}
            {...form.register('countries')}
          />
          <TextField
            label={t('promotions.form.perIpHours')}
            inputMode="numeric"
            maxLength={5}
            {...form.register('perIpHours')}
          />
          <TextField
            label={t('promotions.form.perDeviceHours')}
            inputMode="numeric"
            maxLength={5}
            {...form.register('perDeviceHours')}
          />
          <TextField
            label={t('promotions.form.exclusiveGroup')}
            hint={t('promotions.form.exclusiveGroupHint')}
            maxLength={64}
            {...form.register('exclusiveGroup')}
            errors={errorsOf('exclusiveGroup')}
          />
        </div>
        {errorsOf('eligibility').map((text) => (
          <AlertMessage key={text} message={`${t('promotions.form.eligibility')}: ${text}`} />
        ))}
      </fieldset>

      <fieldset className="promotion-fieldset">
        <legend>{t('promotions.form.texts')}</legend>
        {errorsOf('texts').map((text) => (
          <AlertMessage key={text} message={`${t('promotions.form.texts')}: ${text}`} />
        ))}
        {texts.fields.map((field, index) => (
          <div key={field.id} className="promotion-text" lang={field.language.toLowerCase()}>
            <div className="promotion-text-head">
              <h3>{t('promotions.form.language', { code: field.language })}</h3>
              {texts.fields.length > 1 ? (
                <button type="button" className={buttonClassName('secondary')} onClick={() => texts.remove(index)}>
                  {t('promotions.form.removeLanguage', { code: field.language })}
                </button>
              ) : null}
            </div>
            <TextField label={t('promotions.form.title')} maxLength={80} {...form.register(`texts.${index}.title`)} />
            <TextField
              label={t('promotions.form.summary')}
              maxLength={200}
              {...form.register(`texts.${index}.summary`)}
            />
            <TextareaField
              label={t('promotions.form.rules')}
              maxLength={4000}
              rows={3}
              {...form.register(`texts.${index}.rules`)}
            />
          </div>
        ))}
        {freeLanguages.length > 0 ? (
          <SelectField
            label={t('promotions.form.addLanguage')}
            options={[
              { value: '', label: t('promotions.form.chooseLanguage') },
              ...freeLanguages.map((code) => ({ value: code, label: code })),
            ]}
            value=""
            onChange={(event) => {
              const code = event.target.value as PromotionDraft['texts'][number]['language'];
              if (code) texts.append({ language: code, title: '', summary: '', rules: '' });
            }}
          />
        ) : null}
      </fieldset>

      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
      <div className="promotion-actions">
        <button type="submit" className={buttonClassName('primary')} disabled={submission.isPending}>
          {promotionId === null ? t('promotions.form.create') : t('promotions.form.save')}
        </button>
      </div>
    </form>
  );
}
