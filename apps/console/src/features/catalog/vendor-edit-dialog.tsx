import { gameTypes, type ConsoleVendor, type GameType } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { buttonClassName, SelectField, TextField } from '@ficha/ui';
import { AvailabilityFields, SortField } from './catalog-fields.tsx';
import { useCreateContainer, useUpdateVendor } from './queries.ts';

export interface VendorEditDialogProps {
  vendor: ConsoleVendor | null;
  onClose: () => void;
}

/** Edits one vendor: label, lane, order, switches and icons. Only changed values are sent. */
export function VendorEditDialog({ vendor, onClose }: VendorEditDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={vendor}
      title={(vendor) => t('catalog.vendorEditTitle', { vendor: vendor.displayName })}
      formId="vendor-edit-form"
      onClose={onClose}
    >
      {(vendor) => <VendorEditForm key={vendor.id} vendor={vendor} onSaved={onClose} />}
    </EditDialog>
  );
}

function VendorEditForm({ vendor, onSaved }: { vendor: ConsoleVendor; onSaved: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateVendor();
  const { form, submission, errorsOf, failureText } = useEditForm({
    defaultValues: {
      displayName: vendor.displayName,
      gameType: vendor.gameType as GameType,
      sort: String(vendor.sort),
      enabled: vendor.enabled,
      maintenance: vendor.maintenance,
      largeIconUrl: vendor.largeIconUrl ?? '',
      smallIconUrl: vendor.smallIconUrl ?? '',
    },
    // Only what changed travels.
    submit: async (values) => {
      const order = Number(values.sort);
      const displayName = values.displayName.trim();
      const largeIconUrl = values.largeIconUrl.trim();
      const smallIconUrl = values.smallIconUrl.trim();
      await update.mutateAsync({
        id: vendor.id,
        ...(displayName !== vendor.displayName ? { displayName } : {}),
        ...(values.gameType !== vendor.gameType ? { gameType: values.gameType } : {}),
        ...(order !== vendor.sort ? { sort: Number.isInteger(order) ? order : -1 } : {}),
        ...(values.enabled !== vendor.enabled ? { enabled: values.enabled } : {}),
        ...(values.maintenance !== vendor.maintenance ? { maintenance: values.maintenance } : {}),
        ...(largeIconUrl !== (vendor.largeIconUrl ?? '') ? { largeIconUrl } : {}),
        ...(smallIconUrl !== (vendor.smallIconUrl ?? '') ? { smallIconUrl } : {}),
      });
      onSaved();
    },
  });

  return (
    <form id="vendor-edit-form" className="catalog-form" onSubmit={submission.handleSubmit} noValidate>
      <p className="card-hint">
        {t('catalog.vendorSource', { provider: vendor.providerCode, category: vendor.sourceCategory })}
      </p>
      <TextField
        label={t('catalog.displayName')}
        {...form.register('displayName')}
        maxLength={64}
        required
        errors={errorsOf('displayName')}
      />
      <SelectField
        label={t('catalog.gameType')}
        hint={t('catalog.gameTypeHint')}
        {...form.register('gameType')}
        options={gameTypes.map((type) => ({ value: type, label: t(`catalog.gameTypes.${type}`) }))}
        errors={errorsOf('gameType')}
      />
      <SortField binding={form.register('sort')} errors={errorsOf('sort')} />
      <AvailabilityFields bind={(field) => form.register(field)} />
      <TextField
        label={t('catalog.largeIcon')}
        hint={t('catalog.iconHint')}
        type="url"
        maxLength={500}
        {...form.register('largeIconUrl')}
        errors={errorsOf('largeIconUrl')}
      />
      <TextField
        label={t('catalog.smallIcon')}
        hint={t('catalog.iconHint')}
        type="url"
        maxLength={500}
        {...form.register('smallIconUrl')}
        errors={errorsOf('smallIconUrl')}
      />
      {failureText ? <AlertMessage message={failureText} /> : null}
      <ContainerAction vendor={vendor} />
    </form>
  );
}

/** Adds the vendor's list tile: a tile among the games that opens this vendor's list (one per vendor). */
function ContainerAction({ vendor }: { vendor: ConsoleVendor }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const create = useCreateContainer();
  return (
    <div className="catalog-container-action">
      <h3 className="subsection-title">{t('catalog.containerTitle')}</h3>
      <p className="card-hint">{t('catalog.containerHint')}</p>
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-disabled={create.isPending || create.isSuccess || undefined}
        onClick={() => {
          if (!create.isPending && !create.isSuccess) create.mutate({ vendorId: vendor.id, name: vendor.displayName });
        }}
      >
        {t('catalog.containerCreate')}
      </button>
      <p role="status">{create.isSuccess ? t('catalog.containerCreated') : ''}</p>
      {create.isError ? <AlertMessage message={errorMessage(create.error)} /> : null}
    </div>
  );
}
