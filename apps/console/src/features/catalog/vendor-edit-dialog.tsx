import { gameTypes, type ConsoleVendor, type GameType } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
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
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdateVendor();
  const [displayName, setDisplayName] = useState(vendor.displayName);
  const [gameType, setGameType] = useState<GameType>(vendor.gameType);
  const [sort, setSort] = useState(String(vendor.sort));
  const [isEnabled, setIsEnabled] = useState(vendor.enabled);
  const [isMaintenance, setIsMaintenance] = useState(vendor.maintenance);
  const [largeIconUrl, setLargeIconUrl] = useState(vendor.largeIconUrl ?? '');
  const [smallIconUrl, setSmallIconUrl] = useState(vendor.smallIconUrl ?? '');
  const fieldErrors = fieldErrorsOf(update.error);
  const errorsOf = (field: string) => fieldErrors.filter((e) => e.field === field).map(fieldMessage);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const order = Number(sort);
    update.mutate(
      {
        id: vendor.id,
        ...(displayName.trim() !== vendor.displayName ? { displayName: displayName.trim() } : {}),
        ...(gameType !== vendor.gameType ? { gameType } : {}),
        ...(order !== vendor.sort ? { sort: Number.isInteger(order) ? order : -1 } : {}),
        ...(isEnabled !== vendor.enabled ? { enabled: isEnabled } : {}),
        ...(isMaintenance !== vendor.maintenance ? { maintenance: isMaintenance } : {}),
        ...(largeIconUrl.trim() !== (vendor.largeIconUrl ?? '') ? { largeIconUrl: largeIconUrl.trim() } : {}),
        ...(smallIconUrl.trim() !== (vendor.smallIconUrl ?? '') ? { smallIconUrl: smallIconUrl.trim() } : {}),
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form id="vendor-edit-form" className="catalog-form" onSubmit={handleSubmit} noValidate>
      <p className="card-hint">
        {t('catalog.vendorSource', { provider: vendor.providerCode, category: vendor.sourceCategory })}
      </p>
      <TextField
        label={t('catalog.displayName')}
        value={displayName}
        maxLength={64}
        required
        onChange={(event) => setDisplayName(event.target.value)}
        errors={errorsOf('displayName')}
      />
      <SelectField
        label={t('catalog.gameType')}
        hint={t('catalog.gameTypeHint')}
        value={gameType}
        options={gameTypes.map((type) => ({ value: type, label: t(`catalog.gameTypes.${type}`) }))}
        onChange={(event) => setGameType(event.target.value as GameType)}
        errors={errorsOf('gameType')}
      />
      <SortField value={sort} onChange={setSort} errors={errorsOf('sort')} />
      <AvailabilityFields
        isEnabled={isEnabled}
        onEnabledChange={setIsEnabled}
        isMaintenance={isMaintenance}
        onMaintenanceChange={setIsMaintenance}
      />
      <TextField
        label={t('catalog.largeIcon')}
        hint={t('catalog.iconHint')}
        type="url"
        maxLength={500}
        value={largeIconUrl}
        onChange={(event) => setLargeIconUrl(event.target.value)}
        errors={errorsOf('largeIconUrl')}
      />
      <TextField
        label={t('catalog.smallIcon')}
        hint={t('catalog.iconHint')}
        type="url"
        maxLength={500}
        value={smallIconUrl}
        onChange={(event) => setSmallIconUrl(event.target.value)}
        errors={errorsOf('smallIconUrl')}
      />
      {update.isError ? <AlertMessage message={errorMessage(update.error)} /> : null}
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
