import {
  contrastRatio,
  createPlatformMerchant,
  merchantCurrencies,
  updatePlatformMerchant,
  type ModuleId,
} from '@ficha/contract';
import { CheckboxField, FieldErrors, SelectField, TextareaField, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { timeZoneOptions } from '../../lib/time-zones.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { ModuleSwitches } from '../../ui/module-switches.tsx';
import { languageOptions } from './language-labels.ts';
import { requestOf, type MerchantDraft } from './merchant-drafts.ts';
import { useCreatePlatformMerchant, useUpdatePlatformMerchant, type MerchantProfile } from './queries.ts';

export interface MerchantFormProps {
  formId: string;
  draft: MerchantDraft;
  /** Creating: the code and the first owner are asked for; editing: the code stays. */
  isNew: boolean;
  onSaved: (merchant: MerchantProfile) => void;
}

const fields = [
  'code',
  'name',
  'domains',
  'defaultLanguage',
  'supportLanguages',
  'currency',
  'timeZone',
  'theme',
  'customerService',
  'resources',
  'appLinks',
  'agentSupportHours',
  'modules',
  'owner',
] as const;

const hexColour = /^#[0-9a-f]{6}$/i;

/** The checks of the contract itself, on the body the form builds (the owner only when creating). */
function resolverFor(isNew: boolean) {
  const draft = z.custom<MerchantDraft>().transform((values) => {
    const body = requestOf(values);
    if (isNew) return body;
    const { owner: _owner, ...update } = body;
    return update;
  });
  return schemaResolver(
    withRequest(draft, (isNew ? createPlatformMerchant.request : updatePlatformMerchant.request) as z.ZodType<unknown>),
  );
}

/**
 * A merchant's configuration (decision 0069): brand, domains, languages, currency, time zone, brand colours with
 * a preview of their contrast, customer-service entries and resource links as lines, app links, agent support hours,
 * module switches and, for a new merchant, its first owner.
 */
export function MerchantForm({ formId, draft, isNew, onSaved }: MerchantFormProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const create = useCreatePlatformMerchant();
  const update = useUpdatePlatformMerchant();
  const form = useForm<MerchantDraft, unknown, ReturnType<typeof requestOf>>({
    defaultValues: draft,
    resolver: resolverFor(isNew) as never,
  });
  const submission = useFormSubmit(form, {
    fields,
    submit: async (body) => {
      const saved = isNew ? await create.mutateAsync(body) : await update.mutateAsync(body);
      onSaved(saved);
    },
  });
  const errorsOf = (field: (typeof fields)[number]) => {
    const text = fieldErrorTexts(form.formState.errors, fieldMessage)(field);
    return text ? [text] : [];
  };
  const [theme, modules, hoursStated] = useWatch({
    control: form.control,
    name: ['theme', 'modules', 'agentSupportHours.isStated'],
  });
  const colours = hexColour.test(theme.brandColour) && hexColour.test(theme.onBrandColour);
  const ratio = colours ? contrastRatio(theme.brandColour.toLowerCase(), theme.onBrandColour.toLowerCase()) : null;

  return (
    <form id={formId} className="merchant-form" onSubmit={submission.handleSubmit} noValidate>
      <fieldset className="merchant-form__group">
        <legend>{t('merchants.identity')}</legend>
        <div className="merchant-form__grid">
          {isNew ? (
            <TextField
              label={t('merchants.code')}
              hint={t('merchants.codeHint')}
              autoComplete="off"
              maxLength={32}
              {...form.register('code')}
              errors={errorsOf('code')}
            />
          ) : null}
          <TextField label={t('merchants.name')} maxLength={64} {...form.register('name')} errors={errorsOf('name')} />
        </div>
        <TextareaField
          label={t('merchants.domains')}
          hint={t('merchants.domainsHint')}
          rows={3}
          {...form.register('domains')}
          errors={errorsOf('domains')}
        />
      </fieldset>

      <fieldset className="merchant-form__group">
        <legend>{t('merchants.regional')}</legend>
        <div className="merchant-form__grid">
          <SelectField
            label={t('merchants.defaultLanguage')}
            options={languageOptions(i18n.language)}
            {...form.register('defaultLanguage')}
            errors={errorsOf('defaultLanguage')}
          />
          <SelectField
            label={t('merchants.currency')}
            options={merchantCurrencies.map((code) => ({ value: code, label: code }))}
            {...form.register('currency')}
            errors={errorsOf('currency')}
          />
          <SelectField
            label={t('merchants.timeZone')}
            options={timeZoneOptions(draft.timeZone)}
            {...form.register('timeZone')}
            errors={errorsOf('timeZone')}
          />
        </div>
        <fieldset className="merchant-form__languages" aria-describedby={`${formId}-languages-hint`}>
          <legend>{t('merchants.supportLanguages')}</legend>
          <p id={`${formId}-languages-hint`} className="card-hint">
            {t('merchants.supportLanguagesHint')}
          </p>
          <div className="merchant-form__language-grid">
            {languageOptions(i18n.language).map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label}
                value={option.value}
                {...form.register('supportLanguages')}
              />
            ))}
          </div>
          <FieldErrors id={`${formId}-supportLanguages-errors`} messages={errorsOf('supportLanguages')} />
        </fieldset>
      </fieldset>

      <fieldset className="merchant-form__group">
        <legend>{t('merchants.brand')}</legend>
        <CheckboxField appearance="switch" label={t('merchants.ownColours')} {...form.register('theme.isOwn')} />
        {theme.isOwn ? (
          <div className="merchant-form__grid">
            <TextField
              label={t('merchants.brandColour')}
              hint={t('merchants.colourHint')}
              maxLength={7}
              {...form.register('theme.brandColour')}
            />
            <TextField
              label={t('merchants.onBrandColour')}
              hint={t('merchants.colourHint')}
              maxLength={7}
              {...form.register('theme.onBrandColour')}
            />
            <p className="merchant-form__swatch-row" aria-live="polite">
              {colours ? (
                <span
                  className="merchant-form__swatch"
                  style={{ background: theme.brandColour, color: theme.onBrandColour }}
                >
                  {t('merchants.preview')}
                </span>
              ) : null}
              {ratio !== null ? (
                <span>
                  {t('merchants.contrast', {
                    ratio: new Intl.NumberFormat(i18n.language, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }).format(ratio),
                  })}
                </span>
              ) : null}
            </p>
          </div>
        ) : null}
        <FieldErrors id={`${formId}-theme-errors`} messages={errorsOf('theme')} />
      </fieldset>

      <fieldset className="merchant-form__group">
        <legend>{t('merchants.links')}</legend>
        <TextareaField
          label={t('merchants.customerService')}
          hint={t('merchants.customerServiceHint')}
          rows={3}
          {...form.register('customerService')}
          errors={errorsOf('customerService')}
        />
        <TextareaField
          label={t('merchants.resources')}
          hint={t('merchants.resourcesHint')}
          rows={3}
          {...form.register('resources')}
          errors={errorsOf('resources')}
        />
        <div className="merchant-form__grid">
          <TextField label={t('merchants.androidApp')} maxLength={300} {...form.register('appLinks.android')} />
          <TextField label={t('merchants.iosApp')} maxLength={300} {...form.register('appLinks.ios')} />
        </div>
        <FieldErrors id={`${formId}-appLinks-errors`} messages={errorsOf('appLinks')} />
      </fieldset>

      <fieldset className="merchant-form__group">
        <legend>{t('merchants.supportHours')}</legend>
        <CheckboxField
          appearance="switch"
          label={t('merchants.supportHoursStated')}
          {...form.register('agentSupportHours.isStated')}
        />
        {hoursStated ? (
          <div className="merchant-form__grid">
            <TextField label={t('merchants.supportFrom')} type="time" {...form.register('agentSupportHours.from')} />
            <TextField label={t('merchants.supportTo')} type="time" {...form.register('agentSupportHours.to')} />
          </div>
        ) : null}
        <FieldErrors id={`${formId}-agentSupportHours-errors`} messages={errorsOf('agentSupportHours')} />
      </fieldset>

      {isNew ? (
        <fieldset className="merchant-form__group">
          <legend>{t('merchants.owner')}</legend>
          <p className="card-hint">{t('merchants.ownerHint')}</p>
          <div className="merchant-form__grid">
            <TextField
              label={t('operators.username')}
              autoComplete="off"
              maxLength={32}
              {...form.register('owner.username')}
            />
            <TextField label={t('operators.displayName')} maxLength={64} {...form.register('owner.displayName')} />
            <TextField
              label={t('operators.initialPassword')}
              hint={t('operators.passwordHint')}
              autoComplete="off"
              maxLength={128}
              {...form.register('owner.password')}
            />
          </div>
          <FieldErrors id={`${formId}-owner-errors`} messages={errorsOf('owner')} />
        </fieldset>
      ) : null}

      <fieldset className="merchant-form__group">
        <legend>{t('settings.modules')}</legend>
        <ModuleSwitches
          values={modules}
          savedValues={draft.modules}
          errors={{}}
          onModuleChange={(id: ModuleId, isEnabled) => form.setValue(`modules.${id}`, isEnabled, { shouldDirty: true })}
          fieldMessage={fieldMessage}
        />
      </fieldset>

      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
