import {
  registrationFields,
  registrationPatterns,
  type RegistrationField,
  type RegistrationRules,
} from '@ficha/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useSettingsForm } from '../../lib/use-settings-form.ts';
import '@ficha/ui/data-table.css';
import { describedBy, FieldErrors } from '@ficha/ui';
import { SaveBar } from '../../ui/save-bar.tsx';
import { useUpdateRegisterRules } from './queries.ts';
import {
  buildRulesPatch,
  changedFields,
  checkRules,
  isLockedField,
  lengthBounds,
  ruleDraftsOf,
  type LengthKey,
  type LengthProblem,
  type RuleDraft,
  type RuleDrafts,
} from './rules-draft.ts';
import { groupRulesFieldErrors, type RuleKey } from './rules-field-errors.ts';
import './register-rules-form.css';
import { useCan } from '../../lib/use-can.ts';

export interface RegisterRulesFormProps {
  rules: RegistrationRules;
}

/** One row per registration field; Save sends only the rows that changed, once every row is valid. */
export function RegisterRulesForm({ rules }: RegisterRulesFormProps) {
  const { t } = useTranslation();
  const canManage = useCan('settings.manage');
  const { fieldMessage } = useErrorMessage();
  const update = useUpdateRegisterRules();
  const save = useSettingsForm({
    saved: ruleDraftsOf(rules),
    update,
    isValid: (values: RuleDrafts) => Object.keys(checkRules(values)).length === 0,
    isChanged: (values: RuleDrafts) => changedFields(rules, values).length > 0,
    buildPatch: (values: RuleDrafts) => buildRulesPatch(rules, values),
  });
  const drafts = save.values;
  const problems = checkRules(drafts);
  const changed = changedFields(rules, drafts);
  const serverErrors = groupRulesFieldErrors(fieldErrorsOf(update.error));

  function fieldName(field: RegistrationField): string {
    return t(`registerRules.fields.${field}`);
  }

  function serverMessages(field: RegistrationField, key: RuleKey | 'row'): string[] {
    return (serverErrors.byField[field]?.[key] ?? []).map(fieldMessage);
  }

  function lengthMessages(field: RegistrationField, key: LengthKey, problem: LengthProblem | undefined): string[] {
    const own =
      problem === 'below_min'
        ? [t('registerRules.belowMin')]
        : problem === 'out_of_range'
          ? [t('registerRules.outOfRange', lengthBounds[key])]
          : [];
    return [...own, ...serverMessages(field, key)];
  }

  return (
    <form className="rules-form" onSubmit={save.handleSubmit} noValidate>
      <div className="table-wrap">
        <table className="data-table rules-table">
          <caption className="visually-hidden">{t('registerRules.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registerRules.field')}</th>
              <th scope="col">{t('registerRules.enabled')}</th>
              <th scope="col">{t('registerRules.required')}</th>
              <th scope="col">{t('registerRules.pattern')}</th>
              <th scope="col">{t('registerRules.minLength')}</th>
              <th scope="col">{t('registerRules.maxLength')}</th>
            </tr>
          </thead>
          <tbody>
            {registrationFields.map((field) => (
              <RuleRow
                key={field}
                field={field}
                name={fieldName(field)}
                draft={drafts[field]}
                isChanged={changed.includes(field)}
                isLocked={isLockedField(field)}
                onSwitch={(key, value) => save.set(`${field}.${key}`, value)}
                onPattern={(patternId) => save.set(`${field}.patternId`, patternId)}
                bindLength={(key) => save.bind(`${field}.${key}`)}
                rowErrors={serverMessages(field, 'row')}
                errors={{
                  enabled: serverMessages(field, 'enabled'),
                  required: serverMessages(field, 'required'),
                  patternId: serverMessages(field, 'patternId'),
                  minLength: lengthMessages(field, 'minLength', problems[field]?.minLength),
                  maxLength: lengthMessages(field, 'maxLength', problems[field]?.maxLength),
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      {canManage ? <SaveBar {...save.saveBarProps(serverErrors.other)} /> : null}
    </form>
  );
}

interface RuleRowProps {
  field: RegistrationField;
  name: string;
  draft: RuleDraft;
  isChanged: boolean;
  isLocked: boolean;
  onSwitch: (key: SwitchKey, value: boolean) => void;
  onPattern: (patternId: number) => void;
  bindLength: (key: LengthKey) => UseFormRegisterReturn;
  rowErrors: readonly string[];
  errors: Record<RuleKey, readonly string[]>;
}

type SwitchKey = 'enabled' | 'required';

function RuleRow(props: RuleRowProps) {
  const { field, name, draft, isChanged, isLocked, onPattern, bindLength, rowErrors, errors } = props;
  const { t } = useTranslation();
  const id = `rule-${field}`;

  function errorProps(key: RuleKey, hintId?: string) {
    const hasErrors = errors[key].length > 0;
    return {
      'aria-invalid': hasErrors || undefined,
      'aria-describedby': describedBy(hintId, hasErrors && `${id}-${key}-errors`),
    };
  }

  function lengthInput(key: LengthKey) {
    return (
      <>
        <input
          type="number"
          inputMode="numeric"
          className="form-field__input rules-length"
          min={lengthBounds[key].min}
          max={lengthBounds[key].max}
          step={1}
          {...bindLength(key)}
          aria-label={t(key === 'minLength' ? 'registerRules.minLengthOf' : 'registerRules.maxLengthOf', {
            field: name,
          })}
          {...errorProps(key)}
        />
        <FieldErrors id={`${id}-${key}-errors`} messages={errors[key]} />
      </>
    );
  }

  return (
    <tr className={isChanged ? 'is-changed' : undefined}>
      <th scope="row" className="rules-field" data-label={t('registerRules.field')}>
        <span className="rules-field-name">{name}</span> <code className="rules-field-code">{field}</code>
        {isLocked ? (
          <span id={`${id}-locked`} className="form-field__hint rules-locked">
            {t('registerRules.locked')}
          </span>
        ) : null}
        <FieldErrors id={`${id}-row-errors`} messages={rowErrors} />
      </th>
      <RuleSwitchCell {...props} switchKey="enabled" errorProps={errorProps} />
      <RuleSwitchCell {...props} switchKey="required" errorProps={errorProps} />
      <td data-label={t('registerRules.pattern')} className="rules-pattern-cell">
        <select
          className="form-field__select rules-pattern"
          value={String(draft.patternId)}
          onChange={(event) => onPattern(Number(event.target.value))}
          aria-label={t('registerRules.patternOf', { field: name })}
          {...errorProps('patternId')}
        >
          {registrationPatterns.map((pattern) => (
            <option key={pattern.id} value={String(pattern.id)}>
              {t(`registerRules.patternKinds.${pattern.kind}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-patternId-errors`} messages={errors.patternId} />
      </td>
      <td data-label={t('registerRules.minLength')}>{lengthInput('minLength')}</td>
      <td data-label={t('registerRules.maxLength')}>{lengthInput('maxLength')}</td>
    </tr>
  );
}

interface RuleSwitchCellProps extends RuleRowProps {
  switchKey: SwitchKey;
  errorProps: (key: RuleKey, hintId?: string) => Record<string, unknown>;
}

/** A row's on/off cell (enabled, required); locked rows can't change it. */
function RuleSwitchCell({
  field,
  name,
  draft,
  isLocked,
  onSwitch,
  errors,
  switchKey,
  errorProps,
}: RuleSwitchCellProps) {
  const { t } = useTranslation();
  const id = `rule-${field}`;
  return (
    <td data-label={t(`registerRules.${switchKey}`)}>
      <input
        type="checkbox"
        className="form-field__switch"
        checked={draft[switchKey]}
        disabled={isLocked}
        onChange={(event) => onSwitch(switchKey, event.target.checked)}
        aria-label={t(switchKey === 'enabled' ? 'registerRules.enabledOf' : 'registerRules.requiredOf', {
          field: name,
        })}
        {...errorProps(switchKey, isLocked ? `${id}-locked` : undefined)}
      />
      <FieldErrors id={`${id}-${switchKey}-errors`} messages={errors[switchKey]} />
    </td>
  );
}
