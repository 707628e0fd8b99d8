import type { FieldError, PasswordPolicy } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useDraftSave } from '../../lib/use-draft-save.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { CheckboxField, TextField } from '@ficha/ui';
import { SaveBar } from '../../ui/save-bar.tsx';
import {
  applyPolicyEdits,
  buildPolicyPatch,
  checkPolicy,
  isPolicyChanged,
  policyBounds,
  type PolicyDraft,
  type PolicyEdits,
  type PolicyPatch,
} from './policy-draft.ts';
import { useUpdatePasswordPolicy } from './queries.ts';
import './password-policy-form.css';
import { useCan } from '../../lib/use-can.ts';

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
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdatePasswordPolicy();
  const save = useDraftSave<PolicyEdits, PolicyPatch>(update, {});

  const draft = applyPolicyEdits(policy, save.edits);
  const problems = checkPolicy(draft);
  const isValid = Object.keys(problems).length === 0;
  const isDirty = isPolicyChanged(policy, draft);

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

  function edit(change: Partial<PolicyDraft>) {
    save.edit((current) => ({ ...current, ...change }));
  }

  function messages(field: PolicyField, ownText: string | null): string[] {
    return [...(ownText ? [ownText] : []), ...serverErrors[field].map(fieldMessage)];
  }

  function isChanged(field: PolicyField): boolean {
    return String(draft[field]) !== String(policy[field]);
  }

  return (
    <form
      className="policy-form"
      onSubmit={(event) =>
        save.handleSubmit(event, { isValid, isDirty, buildPatch: () => buildPolicyPatch(policy, draft) })
      }
      noValidate
    >
      <section className="card" aria-labelledby="policy-passwords">
        <h2 id="policy-passwords" className="card-title">
          {t('passwordPolicy.passwords')}
        </h2>
        <div className="policy-fields">
          <div className={isChanged('defaultWeakPassword') ? 'policy-field is-changed' : 'policy-field'}>
            <TextField
              label={t('passwordPolicy.defaultWeakPassword')}
              hint={t('passwordPolicy.defaultWeakPasswordHint')}
              name="defaultWeakPassword"
              value={draft.defaultWeakPassword}
              onChange={(event) => edit({ defaultWeakPassword: event.target.value })}
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
          <div className={isChanged('expiryDays') ? 'policy-field is-changed' : 'policy-field'}>
            <TextField
              label={t('passwordPolicy.expiryDays')}
              hint={t('passwordPolicy.expiryDaysHint')}
              name="expiryDays"
              type="number"
              inputMode="numeric"
              min={policyBounds.expiryDays.min}
              max={policyBounds.expiryDays.max}
              step={1}
              value={draft.expiryDays}
              onChange={(event) => edit({ expiryDays: event.target.value })}
              errors={messages(
                'expiryDays',
                problems.expiryDays ? t('passwordPolicy.numberRange', policyBounds.expiryDays) : null,
              )}
            />
          </div>
        </div>
      </section>

      <section className="card" aria-labelledby="policy-login">
        <h2 id="policy-login" className="card-title">
          {t('passwordPolicy.login')}
        </h2>
        <div className="policy-fields">
          <div className={isChanged('captchaAfterFailures') ? 'policy-field is-changed' : 'policy-field'}>
            <TextField
              label={t('passwordPolicy.captchaAfterFailures')}
              hint={t('passwordPolicy.captchaAfterFailuresHint')}
              name="captchaAfterFailures"
              type="number"
              inputMode="numeric"
              min={policyBounds.captchaAfterFailures.min}
              max={policyBounds.captchaAfterFailures.max}
              step={1}
              value={draft.captchaAfterFailures}
              onChange={(event) => edit({ captchaAfterFailures: event.target.value })}
              errors={messages(
                'captchaAfterFailures',
                problems.captchaAfterFailures
                  ? t('passwordPolicy.numberRange', policyBounds.captchaAfterFailures)
                  : null,
              )}
            />
          </div>
          <CheckboxField
            appearance="switch"
            label={t('passwordPolicy.verifyNewIp')}
            hint={t('passwordPolicy.verifyNewIpHint')}
            checked={draft.verifyNewIp}
            isChanged={isChanged('verifyNewIp')}
            onCheckedChange={(verifyNewIp) => edit({ verifyNewIp })}
            errors={messages('verifyNewIp', null)}
          />
        </div>
      </section>

      {canManage ? (
        <SaveBar
          state={save.saveState(isValid)}
          isDirty={isDirty}
          onDiscard={save.handleDiscard}
          errorMessage={update.isError ? errorMessage(update.error) : null}
          errorDetails={otherErrors.map((fieldError) => `${fieldError.field}: ${fieldMessage(fieldError)}`)}
        />
      ) : null}
    </form>
  );
}
