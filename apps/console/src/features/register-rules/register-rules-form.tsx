import {
  registrationFields,
  registrationPatterns,
  type FieldError,
  type RegistrationField,
  type RegistrationRules,
} from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useDraftSave } from '../../lib/use-draft-save.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import '@ficha/ui/data-table.css';
import { describedBy, FieldErrors } from '@ficha/ui';
import { SaveBar } from '../../ui/save-bar.tsx';
import { useUpdateRegisterRules } from './queries.ts';
import {
  applyRuleEdits,
  buildRulesPatch,
  changedFields,
  checkRules,
  isLockedField,
  lengthBounds,
  type LengthKey,
  type LengthProblem,
  type RuleDraft,
  type RuleEdits,
  type RulesPatch,
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
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdateRegisterRules();
  const save = useDraftSave<RuleEdits, RulesPatch>(update, {});

  const drafts = applyRuleEdits(rules, save.edits);
  const problems = checkRules(drafts);
  const isValid = Object.keys(problems).length === 0;
  const changed = changedFields(rules, drafts);
  const isDirty = changed.length > 0;
  const serverErrors = groupRulesFieldErrors(fieldErrorsOf(update.error));

  function fieldName(field: RegistrationField): string {
    return t(`registerRules.fields.${field}`);
  }

  function edit(field: RegistrationField, change: Partial<RuleDraft>) {
    save.edit((current) => ({ ...current, [field]: { ...current[field], ...change } }));
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

  const otherDetails = serverErrors.other.map(
    (fieldError: FieldError) => `${fieldError.field}: ${fieldMessage(fieldError)}`,
  );

  return (
    <form
      className="rules-form"
      onSubmit={(event) =>
        save.handleSubmit(event, { isValid, isDirty, buildPatch: () => buildRulesPatch(rules, drafts) })
      }
      noValidate
    >
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
                onEdit={(change) => edit(field, change)}
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
      {canManage ? (
        <SaveBar
          state={save.saveState(isValid)}
          isDirty={isDirty}
          onDiscard={save.handleDiscard}
          errorMessage={update.isError ? errorMessage(update.error) : null}
          errorDetails={otherDetails}
        />
      ) : null}
    </form>
  );
}

interface RuleRowProps {
  field: RegistrationField;
  name: string;
  draft: RuleDraft;
  isChanged: boolean;
  isLocked: boolean;
  onEdit: (change: Partial<RuleDraft>) => void;
  rowErrors: readonly string[];
  errors: Record<RuleKey, readonly string[]>;
}

function RuleRow({ field, name, draft, isChanged, isLocked, onEdit, rowErrors, errors }: RuleRowProps) {
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
          value={draft[key]}
          onChange={(event) => onEdit({ [key]: event.target.value })}
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
      <td data-label={t('registerRules.enabled')}>
        <input
          type="checkbox"
          className="form-field__switch"
          checked={draft.enabled}
          disabled={isLocked}
          onChange={(event) => onEdit({ enabled: event.target.checked })}
          aria-label={t('registerRules.enabledOf', { field: name })}
          {...errorProps('enabled', isLocked ? `${id}-locked` : undefined)}
        />
        <FieldErrors id={`${id}-enabled-errors`} messages={errors.enabled} />
      </td>
      <td data-label={t('registerRules.required')}>
        <input
          type="checkbox"
          className="form-field__switch"
          checked={draft.required}
          disabled={isLocked}
          onChange={(event) => onEdit({ required: event.target.checked })}
          aria-label={t('registerRules.requiredOf', { field: name })}
          {...errorProps('required', isLocked ? `${id}-locked` : undefined)}
        />
        <FieldErrors id={`${id}-required-errors`} messages={errors.required} />
      </td>
      <td data-label={t('registerRules.pattern')} className="rules-pattern-cell">
        <select
          className="form-field__select rules-pattern"
          value={String(draft.patternId)}
          onChange={(event) => onEdit({ patternId: Number(event.target.value) })}
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
