import { providerCategories } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
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
  const [code, setCode] = useState(provider?.code ?? '');
  const [name, setName] = useState(provider?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(provider?.baseUrl ?? 'https://');
  const [enabled, setEnabled] = useState(provider?.enabled ?? true);
  const [categories, setCategories] = useState<Category[]>(
    (provider?.categories ?? ['slots']).filter((c): c is Category =>
      (providerCategories as readonly string[]).includes(c),
    ),
  );
  const fieldErrors = (field: string) =>
    error && typeof error === 'object' && 'fields' in error
      ? ((error as { fields?: Array<{ field: string; reason: string }> }).fields ?? [])
          .filter((f) => f.field === field || f.field.startsWith(`${field}.`))
          .map((f) => fieldMessage(f))
      : [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ code: code.trim().toUpperCase(), name: name.trim(), baseUrl: baseUrl.trim(), enabled, categories });
  }

  function toggleCategory(category: Category, isChecked: boolean) {
    setCategories((current) =>
      isChecked
        ? providerCategories.filter((c) => c === category || current.includes(c))
        : current.filter((c) => c !== category),
    );
  }

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
      <form id={formId} className="provider-form" onSubmit={handleSubmit} noValidate>
        {error ? <AlertMessage message={errorMessage(error)} /> : null}
        {provider ? null : (
          <TextField
            label={t('providers.code')}
            hint={t('providers.codeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={32}
            required
            autoComplete="off"
            errors={fieldErrors('code')}
          />
        )}
        <TextField
          label={t('providers.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={64}
          required
          errors={fieldErrors('name')}
        />
        <TextField
          label={t('providers.baseUrl')}
          hint={t('providers.baseUrlHint')}
          type="url"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
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
              checked={categories.includes(category)}
              onCheckedChange={(isChecked) => toggleCategory(category, isChecked)}
            />
          ))}
          <FieldErrors id={`${formId}-categories-errors`} messages={fieldErrors('categories')} />
        </fieldset>
        <CheckboxField
          appearance="switch"
          label={t('providers.enabled')}
          checked={enabled}
          onCheckedChange={setEnabled}
        />
      </form>
    </FormDialog>
  );
}
