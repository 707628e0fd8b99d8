import type { MerchantSettings, ModuleId } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { siteThemes } from '@ficha/contract';
import { CheckboxField, formatDateTime, SelectField, TextareaField, TextField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useSettingsForm } from '../../lib/use-settings-form.ts';
import { SaveBar } from '../../ui/save-bar.tsx';
import { ModuleSwitches } from '../../ui/module-switches.tsx';
import { useUpdateMerchantSettings } from './queries.ts';
import { savedModules, settingsDraftOf, type SettingsDraft } from './settings-draft.ts';
import { timeZoneOptions } from '../../lib/time-zones.ts';
import { groupSettingsFieldErrors, type EntryFieldError } from './settings-field-errors.ts';
import { buildSettingsPatch, hasChanges } from './settings-patch.ts';
import './settings-form.css';
import { useCan } from '../../lib/use-can.ts';

export interface SettingsFormProps {
  settings: MerchantSettings;
}

/** Edits the merchant settings; Save sends only what changed. */
export function SettingsForm({ settings }: SettingsFormProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('settings.manage');
  const { fieldMessage } = useErrorMessage();
  const update = useUpdateMerchantSettings();
  const save = useSettingsForm({
    saved: settingsDraftOf(settings),
    update,
    // The settings have no checks of their own: the server judges every entry.
    isValid: () => true,
    isChanged: (values: SettingsDraft) => hasChanges(buildSettingsPatch(settings, values)),
    buildPatch: (values: SettingsDraft) => buildSettingsPatch(settings, values),
  });
  const draft = save.values;
  const modulesBefore = savedModules(settings);
  const fieldErrors = groupSettingsFieldErrors(fieldErrorsOf(update.error), update.variables);

  function handleModuleChange(id: ModuleId, isEnabled: boolean) {
    save.set(`modules.${id}`, isEnabled);
  }

  function entryMessages(entries: readonly EntryFieldError[]): string[] {
    return entries.map(({ fieldError, value }) =>
      value === null ? fieldMessage(fieldError) : t('settings.entry', { value, message: fieldMessage(fieldError) }),
    );
  }

  return (
    <form className="settings-form" onSubmit={save.handleSubmit}>
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
          {...save.bind('maintenance')}
          isChanged={draft.maintenance !== settings.maintenance}
          errors={fieldErrors.maintenance.map(fieldMessage)}
        />
        <CheckboxField
          appearance="switch"
          label={t('settings.agentsMayLockDownline')}
          hint={t('settings.agentsMayLockDownlineHint')}
          {...save.bind('agentsMayLockDownline')}
          isChanged={draft.agentsMayLockDownline !== settings.agentsMayLockDownline}
        />
        <SelectField
          label={t('settings.timeZone')}
          hint={t('settings.timeZoneHint')}
          {...save.bind('timeZone')}
          options={timeZoneOptions(settings.timeZone)}
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
            {...save.bind('blockedCountriesText')}
            rows={5}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.blockedCountries)}
          />
          <TextareaField
            label={t('settings.blockedCidrs')}
            hint={t('settings.blockedCidrsHint')}
            {...save.bind('blockedCidrsText')}
            rows={5}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.blockedCidrs)}
          />
          <TextareaField
            label={t('settings.sharedLoginCidrs')}
            hint={t('settings.sharedLoginCidrsHint')}
            {...save.bind('sharedLoginCidrsText')}
            rows={5}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={entryMessages(fieldErrors.sharedLoginCidrs)}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="settings-site">
        <h2 id="settings-site" className="card-title">
          {t('settings.site')}
        </h2>
        <div className="field-grid">
          <TextField
            label={t('settings.siteTemplate')}
            hint={t('settings.siteTemplateHint')}
            {...save.bind('siteTemplate')}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={fieldErrors.siteTemplate.map(fieldMessage)}
          />
          <SelectField
            label={t('settings.defaultTheme')}
            {...save.bind('defaultTheme')}
            options={siteThemes.map((theme) => ({ value: theme, label: t(`settings.theme.${theme}`) }))}
          />
        </div>
        <CheckboxField
          appearance="switch"
          label={t('settings.kycRequired')}
          hint={t('settings.kycRequiredHint')}
          {...save.bind('kycRequired')}
          isChanged={draft.kycRequired !== settings.kycRequired}
        />
        <TextareaField
          label={t('settings.customerServiceScript')}
          hint={t('settings.customerServiceScriptHint')}
          {...save.bind('customerServiceScript')}
          rows={4}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          errors={fieldErrors.customerServiceScript.map(fieldMessage)}
        />
      </section>

      <section className="card" aria-labelledby="settings-licence">
        <h2 id="settings-licence" className="card-title">
          {t('settings.licence')}
        </h2>
        <p className="card-hint">{t('settings.licenceHint')}</p>
        <div className="field-grid">
          <TextField
            label={t('settings.licenceAuthority')}
            {...save.bind('licenceAuthority')}
            maxLength={120}
            errors={(fieldErrors.licence.authority ?? []).map(fieldMessage)}
          />
          <TextField
            label={t('settings.licenceNumber')}
            {...save.bind('licenceNumber')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            errors={(fieldErrors.licence.number ?? []).map(fieldMessage)}
          />
          <TextField
            label={t('settings.licenceUrl')}
            hint={t('settings.licenceUrlHint')}
            {...save.bind('licenceUrl')}
            type="url"
            maxLength={300}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            errors={(fieldErrors.licence.url ?? []).map(fieldMessage)}
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

      {canManage ? <SaveBar {...save.saveBarProps(fieldErrors.other)} /> : null}
    </form>
  );
}
