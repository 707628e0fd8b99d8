import { providerCategories } from '@ficha/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { CheckboxField, FieldErrors, TextField } from '@ficha/ui';
import { FormDialog } from '../../ui/form-dialog.tsx';
import type { ProviderFields, ProviderRow } from './queries.ts';

type Category = (typeof providerCategories)[number];

export interface ProviderFormDialogProps {
  /** The provider being edited; null to register a new one. */
  provider: ProviderRow | null;
  isOpen: boolean;
  isBusy: boolean;
  error: unknown;
  onSubmit: (fields: ProviderFields & { code: string }) => void;
  onClose: () => void;
}

/** Registers a provider or edits one (its code is fixed once made). */
export function ProviderFormDialog({ provider, isOpen, isBusy, error, onSubmit, onClose }: ProviderFormDialogProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const form = useForm({
    defaultValues: {
      code: provider?.code ?? '',
      name: provider?.name ?? '',
      baseUrl: provider?.baseUrl ?? 'https://',
      enabled: provider?.enabled ?? true,
      // The switches of one name give the ticked categories, in the list's order.
      categories: (provider?.categories ?? ['slots']).filter((c): c is Category =>
        (providerCategories as readonly string[]).includes(c),
      ),
    },
  });
  const fieldErrors = (field: string) =>
    error && typeof error === 'object' && 'fields' in error
      ? ((error as { fields?: Array<{ field: string; reason: string }> }).fields ?? [])
          .filter((f) => f.field === field || f.field.startsWith(`${field}.`))
          .map((f) => fieldMessage(f))
      : [];

  // The page sends the call and hands back its state (`isBusy`, `error`).
  const handleSubmit = form.handleSubmit((values) =>
    onSubmit({
      code: values.code.trim().toUpperCase(),
      name: values.name.trim(),
      baseUrl: values.baseUrl.trim(),
      enabled: values.enabled,
      categories: providerCategories.filter((c) => values.categories.includes(c)),
    }),
  );

  const formId = provider ? `provider-form-${provider.id}` : 'provider-form-new';
  return (
    <FormDialog
      isOpen={isOpen}
      title={provider ? t('providers.editTitle', { code: provider.code }) : t('providers.createTitle')}
      formId={formId}
      submitLabel={isBusy ? t('providers.saving') : t('providers.save')}
      isBusy={isBusy}
      onClose={onClose}
    >
      <form id={formId} className="provider-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {error ? <AlertMessage message={errorMessage(error)} /> : null}
        {provider ? null : (
          <TextField
            label={t('providers.code')}
            hint={t('providers.codeHint')}
            {...form.register('code')}
            maxLength={32}
            required
            autoComplete="off"
            errors={fieldErrors('code')}
          />
        )}
        <TextField
          label={t('providers.name')}
          {...form.register('name')}
          maxLength={64}
          required
          errors={fieldErrors('name')}
        />
        <TextField
          label={t('providers.baseUrl')}
          hint={t('providers.baseUrlHint')}
          type="url"
          {...form.register('baseUrl')}
          maxLength={256}
          required
          errors={fieldErrors('baseUrl')}
        />
        <fieldset className="provider-categories">
          <legend>{t('providers.categories')}</legend>
          <p className="form-field__hint">{t('providers.categoriesHint')}</p>
          {providerCategories.map((category) => (
            <CheckboxField
              appearance="switch"
              key={category}
              label={t(`providers.category.${category}`)}
              value={category}
              {...form.register('categories')}
            />
          ))}
          <FieldErrors id={`${formId}-categories-errors`} messages={fieldErrors('categories')} />
        </fieldset>
        <CheckboxField appearance="switch" label={t('providers.enabled')} {...form.register('enabled')} />
      </form>
    </FormDialog>
  );
}
