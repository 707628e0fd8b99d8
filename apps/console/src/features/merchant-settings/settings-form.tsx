import type { MerchantSettings, ModuleId } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { CheckboxField, formatDateTime, TextareaField } from '@ficha/ui';
import { useDraftSave } from '../../lib/use-draft-save.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { SaveBar } from '../../ui/save-bar.tsx';
import { ModuleSwitches } from './module-switches.tsx';
import { useUpdateMerchantSettings } from './queries.ts';
import { applyEdits, savedModules, type SettingsEdits } from './settings-draft.ts';
import { groupSettingsFieldErrors, type EntryFieldError } from './settings-field-errors.ts';
import { buildSettingsPatch, hasChanges, type SettingsPatch } from './settings-patch.ts';
import './settings-form.css';
import { useCan } from '../../lib/use-can.ts';

export interface SettingsFormProps {
  settings: MerchantSettings;
}

/** Edits the merchant settings; Save sends only what changed. */
export function SettingsForm({ settings }: SettingsFormProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('settings.manage');
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdateMerchantSettings();
  const save = useDraftSave<SettingsEdits, SettingsPatch>(update, {});

  const draft = applyEdits(settings, save.edits);
  const patch = buildSettingsPatch(settings, draft);
  const isDirty = hasChanges(patch);
  const modulesBefore = savedModules(settings);
  const fieldErrors = groupSettingsFieldErrors(fieldErrorsOf(update.error), update.variables);

  function edit(next: SettingsEdits) {
    save.edit((current) => ({ ...current, ...next }));
  }

  function handleModuleChange(id: ModuleId, isEnabled: boolean) {
    save.edit((current) => ({ ...current, modules: { ...current.modules, [id]: isEnabled } }));
  }

  function entryMessages(entries: readonly EntryFieldError[]): string[] {
    return entries.map(({ fieldError, value }) =>
      value === null ? fieldMessage(fieldError) : t('settings.entry', { value, message: fieldMessage(fieldError) }),
    );
  }

  const otherDetails = fieldErrors.other.map((fieldError) => `${fieldError.field}: ${fieldMessage(fieldError)}`);

  return (
    <form
      className="settings-form"
      // The settings have no checks of their own: the server judges every entry.
      onSubmit={(event) => save.handleSubmit(event, { isValid: true, isDirty, buildPatch: () => patch })}
    >
      <p className="page-meta">
        {t('settings.lastUpdated', { time: formatDateTime(settings.updatedAt, i18n.language) })}
      </p>

      <section className="card" aria-labelledby="settings-general">
        <h2 id="settings-general" className="card-title">
          {t('settings.general')}
        </h2>
        <CheckboxField
          appearance="switch"
          label={t('settings.maintenance')}
          hint={t('settings.maintenanceHint')}
          checked={draft.maintenance}
          isChanged={draft.maintenance !== settings.maintenance}
          onCheckedChange={(maintenance) => edit({ maintenance })}
          errors={fieldErrors.maintenance.map(fieldMessage)}
        />
      </section>

      <section className="card" aria-labelledby="settings-access">
        <h2 id="settings-access" className="card-title">
          {t('settings.access')}
        </h2>
        <div className="field-grid">
          <TextareaField
            label={t('settings.blockedCountries')}
            hint={t('settings.blockedCountriesHint')}
            name="blockedCountries"
            rows={5}
            value={draft.blockedCountriesText}
            onChange={(event) => edit({ blockedCountriesText: event.target.value })}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.blockedCountries)}
          />
          <TextareaField
            label={t('settings.blockedCidrs')}
            hint={t('settings.blockedCidrsHint')}
            name="blockedCidrs"
            rows={5}
            value={draft.blockedCidrsText}
            onChange={(event) => edit({ blockedCidrsText: event.target.value })}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.blockedCidrs)}
          />
          <TextareaField
            label={t('settings.sharedLoginCidrs')}
            hint={t('settings.sharedLoginCidrsHint')}
            name="sharedLoginCidrs"
            rows={5}
            value={draft.sharedLoginCidrsText}
            onChange={(event) => edit({ sharedLoginCidrsText: event.target.value })}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.sharedLoginCidrs)}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="settings-modules">
        <h2 id="settings-modules" className="card-title">
          {t('settings.modules')}
        </h2>
        <p className="card-hint">{t('settings.modulesHint')}</p>
        <ModuleSwitches
          values={draft.modules}
          savedValues={modulesBefore}
          errors={fieldErrors.modules}
          onModuleChange={handleModuleChange}
          fieldMessage={fieldMessage}
        />
      </section>

      {canManage ? (
        <SaveBar
          state={save.saveState(true)}
          isDirty={isDirty}
          onDiscard={save.handleDiscard}
          errorMessage={update.isError ? errorMessage(update.error) : null}
          errorDetails={otherDetails}
        />
      ) : null}
    </form>
  );
}
