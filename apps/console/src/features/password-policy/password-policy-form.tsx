import type { FieldError, PasswordPolicy } from '@ficha/contract';
import { CheckboxField, TextField } from '@ficha/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useSettingsForm } from '../../lib/use-settings-form.ts';
import { SaveBar } from '../../ui/save-bar.tsx';
import {
  buildPolicyPatch,
  checkPolicy,
  isPolicyChanged,
  policyBounds,
  policyDraftOf,
  type PolicyDraft,
} from './policy-draft.ts';
import { useUpdatePasswordPolicy } from './queries.ts';
import './password-policy-form.css';

export interface PasswordPolicyFormProps {
  policy: PasswordPolicy;
}

const policyFields = ['defaultWeakPassword', 'expiryDays', 'captchaAfterFailures', 'verifyNewIp'] as const;

type PolicyField = (typeof policyFields)[number];

function isPolicyField(field: string): field is PolicyField {
  return policyFields.some((name) => name === field);
}

/** Default weak password, expiry, captcha threshold and new-IP verification; Save sends only what changed. */
export function PasswordPolicyForm({ policy }: PasswordPolicyFormProps) {
  const { t } = useTranslation();
  const canManage = useCan('settings.manage');
  const { fieldMessage } = useErrorMessage();
  const update = useUpdatePasswordPolicy();
  const save = useSettingsForm({
    saved: policyDraftOf(policy),
    update,
    isValid: (values: PolicyDraft) => Object.keys(checkPolicy(values)).length === 0,
    isChanged: (values: PolicyDraft) => isPolicyChanged(policy, values),
    buildPatch: (values: PolicyDraft) => buildPolicyPatch(policy, values),
  });
  const draft = save.values;
  const problems = checkPolicy(draft);

  const serverErrors: Record<PolicyField, FieldError[]> = {
    defaultWeakPassword: [],
    expiryDays: [],
    captchaAfterFailures: [],
    verifyNewIp: [],
  };
  const otherErrors: FieldError[] = [];
  for (const fieldError of fieldErrorsOf(update.error)) {
    if (isPolicyField(fieldError.field)) serverErrors[fieldError.field].push(fieldError);
    else otherErrors.push(fieldError);
  }

  function messages(field: PolicyField, ownText: string | null): string[] {
    return [...(ownText ? [ownText] : []), ...serverErrors[field].map(fieldMessage)];
  }

  function isChanged(field: PolicyField): boolean {
    return String(draft[field]) !== String(policy[field]);
  }

  function numberField(field: 'expiryDays' | 'captchaAfterFailures') {
    return (
      <PolicyNumberField
        label={t(`passwordPolicy.${field}`)}
        hint={t(`passwordPolicy.${field}Hint`)}
        bounds={policyBounds[field]}
        isChanged={isChanged(field)}
        binding={save.bind(field)}
        errors={messages(field, problems[field] ? t('passwordPolicy.numberRange', policyBounds[field]) : null)}
      />
    );
  }

  return (
    <form className="policy-form" onSubmit={save.handleSubmit} noValidate>
      <section className="card" aria-labelledby="policy-passwords">
        <h2 id="policy-passwords" className="card-title">
          {t('passwordPolicy.passwords')}
        </h2>
        <div className="policy-fields">
          <div className={isChanged('defaultWeakPassword') ? 'policy-field is-changed' : 'policy-field'}>
            <TextField
              label={t('passwordPolicy.defaultWeakPassword')}
              hint={t('passwordPolicy.defaultWeakPasswordHint')}
              {...save.bind('defaultWeakPassword')}
              maxLength={policyBounds.defaultWeakPassword.max}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              errors={messages(
                'defaultWeakPassword',
                problems.defaultWeakPassword ? t('passwordPolicy.lengthRange', policyBounds.defaultWeakPassword) : null,
              )}
            />
          </div>
          {numberField('expiryDays')}
        </div>
      </section>

      <section className="card" aria-labelledby="policy-login">
        <h2 id="policy-login" className="card-title">
          {t('passwordPolicy.login')}
        </h2>
        <div className="policy-fields">
          {numberField('captchaAfterFailures')}
          <CheckboxField
            appearance="switch"
            label={t('passwordPolicy.verifyNewIp')}
            hint={t('passwordPolicy.verifyNewIpHint')}
            {...save.bind('verifyNewIp')}
            isChanged={isChanged('verifyNewIp')}
            errors={messages('verifyNewIp', null)}
          />
        </div>
      </section>

      {canManage ? <SaveBar {...save.saveBarProps(otherErrors)} /> : null}
    </form>
  );
}

interface PolicyNumberFieldProps {
  label: string;
  hint: string;
  bounds: { min: number; max: number };
  isChanged: boolean;
  binding: UseFormRegisterReturn;
  errors: string[];
}

/** A whole number of the policy, within its bounds. */
function PolicyNumberField({ label, hint, bounds, isChanged, binding, errors }: PolicyNumberFieldProps) {
  return (
    <div className={isChanged ? 'policy-field is-changed' : 'policy-field'}>
      <TextField
        label={label}
        hint={hint}
        {...binding}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        errors={errors}
      />
    </div>
  );
}
