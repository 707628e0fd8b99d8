import { bindMobile, sendBindMobileCode, type MemberProfile } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { busyButtonProps } from './busy-button-props.ts';
import { CodeRequestButton } from './code-request-button.tsx';
import { focusCodeInput, focusFirstInvalid } from './form-focus.ts';
import { FormMessages } from './form-messages.tsx';
import { maskMobile } from './masking.ts';
import { countriesQuery, useBindMobile, useSendBindMobileCode } from './queries.ts';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useCodeCooldown } from './use-code-cooldown.ts';
import { useFormFeedback } from './use-form-feedback.ts';

const formFields = ['countryDialingCode', 'mobileNum', 'verificationCode'] as const;

export interface MobileBindingSectionProps {
  profile: MemberProfile;
}

/** "Móvil": the bound number (masked) and whether it is verified; binding or changing it with an SMS code. */
export function MobileBindingSection({ profile }: MobileBindingSectionProps) {
  const { t } = useTranslation('member');
  // Owned here, not by the form: binding closes the form, and the outcome must still be shown.
  const bind = useBindMobile();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const isBound = Boolean(profile.mobileNum);

  const badge = !isBound ? (
    <StatusBadge tone="neutral">{t('not_bound')}</StatusBadge>
  ) : profile.mobileVerified ? (
    <StatusBadge tone="success">{t('verified')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('not_verified')}</StatusBadge>
  );

  const handleBound = () => {
    setIsFormOpen(false);
    setStatus(t('mobile_bound'));
  };

  return (
    <SecuritySection title={t('mobile_title')} badge={badge}>
      {profile.mobileNum ? (
        <p className="security-value">
          <span className="visually-hidden">{t('mobile_current')}: </span>
          <bdi>{maskMobile(profile.mobileNum, profile.countryDialingCode)}</bdi>
        </p>
      ) : (
        <p className="security-section__description">{t('mobile_not_bound_text')}</p>
      )}
      {isBound && !isFormOpen ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsFormOpen(true);
            setStatus(null);
          }}
        >
          {profile.mobileVerified ? t('mobile_change') : t('mobile_verify')}
        </Button>
      ) : null}
      {!isBound || isFormOpen ? (
        <MobileBindingForm
          profile={profile}
          bind={bind}
          onBound={handleBound}
          onCancel={isBound ? () => setIsFormOpen(false) : undefined}
        />
      ) : null}
      <FormMessages status={status} />
    </SecuritySection>
  );
}

interface MobileBindingFormProps {
  profile: MemberProfile;
  bind: ReturnType<typeof useBindMobile>;
  onBound: () => void;
  onCancel?: () => void;
}

function MobileBindingForm({ profile, bind, onBound, onCancel }: MobileBindingFormProps) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const countries = useQuery(countriesQuery());
  const sendCode = useSendBindMobileCode();
  const cooldown = useCodeCooldown();
  const feedback = useFormFeedback(formFields);
  const formRef = useRef<HTMLFormElement>(null);
  // An unverified number is offered again for verification; a change starts empty.
  const [mobileNum, setMobileNum] = useState(profile.mobileVerified ? '' : (profile.mobileNum ?? ''));
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const countryList = countries.data ?? [];
  const defaultCountry =
    countryList.find((country) => country.countryDialingCode === profile.countryDialingCode) ?? countryList[0];
  const countryCode = chosenCountry ?? defaultCountry?.countryCode ?? '';
  const countryDialingCode =
    countryList.find((country) => country.countryCode === countryCode)?.countryDialingCode ?? '';

  const handleSendCode = () => {
    if (!cooldown.claimRequest()) return;
    setStatus(null);
    const checked = sendBindMobileCode.request.safeParse({ mobileNum, countryDialingCode });
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    sendCode.mutate(checked.data, {
      onSuccess: ({ expiredMinutes }) => {
        cooldown.start(expiredMinutes);
        setStatus(t('code_sent_mobile'));
        focusCodeInput(formRef.current);
      },
      onError: feedback.showError,
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    setStatus(null);
    const checked = bindMobile.request.safeParse({ mobileNum, countryDialingCode, verificationCode: code });
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    bind.mutate(checked.data, {
      onSuccess: onBound,
      onError: (error) => {
        feedback.showError(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  // Without dialing codes no number can be checked or sent.
  if (countries.isError) {
    return (
      <ErrorState
        message={errorMessage(countries.error)}
        retryLabel={t('retry')}
        onRetry={() => void countries.refetch()}
        isRetrying={countries.isFetching}
      />
    );
  }

  return (
    <form ref={formRef} className="security-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={t('mobile_number')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={mobileNum}
        hint={countries.isSuccess && countryList.length === 0 ? t('dialing_codes_empty') : null}
        error={feedback.fieldError('mobileNum') ?? feedback.fieldError('countryDialingCode')}
        onChange={(event) => {
          setMobileNum(event.target.value);
          feedback.clearField('mobileNum');
        }}
        leading={
          <SelectField
            label={t('dialing_code')}
            isLabelHidden
            name="countryDialingCode"
            value={countryCode}
            disabled={countries.isPending || countryList.length === 0}
            aria-busy={countries.isPending}
            onChange={(event) => {
              setChosenCountry(event.target.value);
              feedback.clearField('countryDialingCode');
            }}
          >
            {countries.isPending ? <option value="">{t('loading')}</option> : null}
            {countryList.map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {`${country.countryDialingCode} ${country.name}`}
              </option>
            ))}
          </SelectField>
        }
      />
      <TextField
        label={t('verification_code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        error={feedback.fieldError('verificationCode')}
        onChange={(event) => {
          setCode(event.target.value);
          feedback.clearField('verificationCode');
        }}
        trailing={
          <CodeRequestButton
            isSending={sendCode.isPending}
            secondsLeft={cooldown.secondsLeft}
            onRequest={handleSendCode}
          />
        }
      />
      <div className="security-form__actions">
        <Button type="submit" {...busyButtonProps(bind.isPending)}>
          {t('bind')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
      <FormMessages status={status} error={feedback.formError} />
    </form>
  );
}
