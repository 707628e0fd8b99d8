import {
  businessConstants,
  registerMember,
  registerMemberByMobile,
  sendRegisterSms,
  type LoginResult,
  type RegistrationRules,
} from '@ficha/contract';
import { textValues, withChecks } from '@ficha/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { apiClient } from '../../lib/api-client.ts';
import { CheckboxField, Dialog, Tabs, TextField } from '@ficha/ui';
import { registrationModes, type Modules, type RegistrationMode } from './auth-modules.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { canSendToMobile } from './mobile-code-fields.tsx';
import { MobileNumberField, useDialingCode } from './mobile-number-field.tsx';
import { affiliateCheckQuery } from './queries.ts';
import { useCaptcha } from '../../lib/use-captcha.ts';
import {
  buildRegistrationRequest,
  registrationFieldSpecs,
  validateRegistration,
  type RegistrationFieldSpec,
  type RegistrationInput,
} from './registration-fields.ts';
import { mergeRegistrationInfo, readRegistrationInfo, registrationInfoFromSearch } from './registration-info.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useFieldErrorText } from './use-field-error-text.ts';
import '../../ui/auth-forms.css';

export interface RegisterDialogProps {
  modules: Modules;
  rules: Partial<RegistrationRules>;
  /** The account exists and is signed in by the answer: start the session. */
  onRegistered: (result: LoginResult) => Promise<void>;
  onOpenLogin: () => void;
  onOpenForgotPassword: () => void;
  onClose: () => void;
}

const emptyValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: '',
  referralCode: '',
  captcha: '',
  recommenderId: '',
} satisfies Record<RegistrationInput, string>;

const registrationValues = textValues(...(Object.keys(emptyValues) as RegistrationInput[]));

/** The label key of an input: `field_<name>`. */
function labelKey<N extends RegistrationInput>(name: N): `field_${N}` {
  return `field_${name}`;
}

const inputKinds: Partial<Record<RegistrationInput, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
  referralCode: { autoCapitalize: 'characters', spellCheck: false },
};

/**
 * The registration popup (SPEC §2.5, §4 "Register", §5): "Usuario" and "Móvil" tabs per the modules, the
 * merchant's enabled fields with live per-field messages, the captcha, the SMS code, the affiliate code
 * unless the URL's code checked out, the referral code from the URL, and the required terms and age box.
 */
export function RegisterDialog({
  modules,
  rules,
  onRegistered,
  onOpenLogin,
  onOpenForgotPassword,
  onClose,
}: RegisterDialogProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const location = useLocation();
  const { modes, defaultMode } = registrationModes(modules);
  const [mode, setMode] = useState<RegistrationMode>(defaultMode);
  const [info] = useState(() =>
    mergeRegistrationInfo(readRegistrationInfo(), registrationInfoFromSearch(location.search)),
  );
  const urlAffiliateCode = info.affiliateCode ?? null;
  const affiliateCheck = useQuery({
    ...affiliateCheckQuery(urlAffiliateCode ?? '', window.location.host),
    enabled: urlAffiliateCode !== null,
  });
  const isAffiliateHidden =
    urlAffiliateCode !== null && (affiliateCheck.isPending || affiliateCheck.data?.isValid === true);
  const invitingAgent = affiliateCheck.data?.isValid === true ? affiliateCheck.data.agentName : null;
  const dialingCode = useDialingCode();
  const specs = registrationFieldSpecs(mode, modules, rules, { isAffiliateHidden });
  const hasCaptcha = specs.some((spec) => spec.name === 'captcha');
  const captcha = useCaptcha(hasCaptcha);
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [isTermsErrorShown, setIsTermsErrorShown] = useState(false);

  const { form, submission, errorText } = useAuthForm({
    defaultValues: { ...emptyValues, affiliateCode: urlAffiliateCode ?? '', referralCode: info.referralCode ?? '' },
    schema: withChecks(registrationValues, (values) => {
      const errors = validateRegistration(specs, values);
      if (
        affiliateCheck.data?.isValid === false &&
        values.affiliateCode.trim() === urlAffiliateCode &&
        !errors.affiliateCode
      ) {
        // spec: §8 — an affiliate code that fails the check stops the registration until it is corrected.
        errors.affiliateCode = { field: 'affiliateCode', reason: 'invitation_code_error' };
      }
      return errors;
    }),
    fields: specs.map((spec) => spec.name),
    submit: async (values) => {
      const request = buildRegistrationRequest(specs, values, {
        mode,
        countryDialingCode: dialingCode.value,
        affiliateCode: isAffiliateHidden ? urlAffiliateCode : null,
        captchaId: captcha.captchaId,
        registerUrl: window.location.href,
        domain: window.location.host,
      });
      const result =
        mode === 'mobile'
          ? await apiClient.call(registerMemberByMobile, {
              ...request,
              mobileNum: request.mobileNum ?? '',
              countryDialingCode: dialingCode.value,
            })
          : await apiClient.call(registerMember, { ...request, username: request.username ?? '' });
      await onRegistered(result);
    },
    onFailure: () => {
      if (hasCaptcha) {
        captcha.refresh(true);
        form.setValue('captcha', '');
      }
    },
  });

  const renderField = (spec: RegistrationFieldSpec): ReactNode => {
    const error = errorText(spec.name);
    const optionalHint = spec.required ? null : t('optional');
    switch (spec.name) {
      case 'mobileNum':
        return (
          <MobileNumberField
            key={spec.name}
            dialingCode={dialingCode}
            {...form.register('mobileNum')}
            error={error}
            required={spec.required}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={spec.name}
            label={t('field_verificationCode')}
            {...form.register('verificationCode')}
            error={error}
            canSend={() => canSendToMobile(form)}
            onSend={() =>
              apiClient.call(sendRegisterSms, {
                mobileNo: form.getValues('mobileNum').trim(),
                countryDialingCode: dialingCode.value,
              })
            }
          />
        );
      case 'captcha':
        return <CaptchaField key={spec.name} captcha={captcha} {...form.register('captcha')} error={error} />;
      default: {
        const ruleHint =
          spec.rule && (spec.name === 'username' || spec.name === 'password')
            ? fieldErrorText({
                field: spec.name,
                reason: `reg_pattern_${spec.rule.patternId}`,
                params: { min: spec.rule.minLength, max: spec.rule.maxLength },
              })
            : null;
        return (
          <TextField
            key={spec.name}
            label={t(labelKey(spec.name))}
            {...form.register(spec.name)}
            {...inputKinds[spec.name]}
            error={error}
            hint={error ? null : (ruleHint ?? optionalHint)}
            maxLength={spec.rule?.maxLength ?? 64}
            required={spec.required}
          />
        );
      }
    }
  };

  const fields = (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        setIsTermsErrorShown(!hasAcceptedTerms);
        if (hasAcceptedTerms) return submission.handleSubmit(event);
        // Without the terms nothing is sent, but every field still shows what it lacks.
        event.preventDefault();
        return form.trigger(undefined, { shouldFocus: true });
      }}
    >
      {invitingAgent !== null ? (
        // The code from the link is applied without a field; the visitor still sees whose invitation it is.
        <p className="auth-form__invited" role="status">
          {t('invited_by', { name: `\u2068${invitingAgent}\u2069` })}
        </p>
      ) : null}
      {specs.map(renderField)}
      <p className="auth-form__terms-links">
        {t('terms_read')}{' '}
        <a href="/help" target="_blank" rel="noopener">
          {t('user_agreement')}
          <span className="visually-hidden"> {tCommon('opens_new_window')}</span>
        </a>{' '}
        ·{' '}
        <a href="/help#term" target="_blank" rel="noopener">
          {t('local_terms_link')}
          <span className="visually-hidden"> {tCommon('opens_new_window')}</span>
        </a>
      </p>
      <CheckboxField
        label={t('local_terms_content', { age: businessConstants.minimumAge })}
        checked={hasAcceptedTerms}
        onChange={(event) => {
          setHasAcceptedTerms(event.target.checked);
          if (event.target.checked) setIsTermsErrorShown(false);
        }}
        error={isTermsErrorShown && !hasAcceptedTerms ? t('terms_required') : null}
        required
      />
      <FormError error={submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('register_submit')}</AuthSubmitButton>
    </form>
  );

  return (
    <Dialog title={t('register_title')} closeLabel={t('close')} onClose={onClose} size="small">
      {modes.length > 1 ? (
        <Tabs
          label={t('register_way')}
          items={modes.map((id) => ({ id, label: t(id === 'mobile' ? 'in_register_mobile' : 'in_register_user') }))}
          selectedId={mode}
          onSelect={setMode}
        >
          {fields}
        </Tabs>
      ) : (
        fields
      )}
      <div className="auth-dialog__footer">
        <p className="auth-dialog__switch">
          {t('in_already_account')}{' '}
          <button type="button" className="auth-form__link" onClick={onOpenLogin}>
            {t('login_title')}
          </button>
        </p>
        <button type="button" className="auth-form__link" onClick={onOpenForgotPassword}>
          {t('in_forget_password')}
        </button>
      </div>
    </Dialog>
  );
}
