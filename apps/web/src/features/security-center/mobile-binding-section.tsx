import { bindMobile, type MemberProfile } from '@ficha/contract';
import { textValues, withRequest } from '@ficha/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState, SelectField, TextField } from '@ficha/ui';
import { BindingSection, type BindingFormActions } from './binding-section.tsx';
import { CodeBindingForm } from './code-binding-form.tsx';
import { maskMobile } from './masking.ts';
import { countriesQuery, useBindMobile, useSendBindMobileCode } from './queries.ts';
import { useCodeBinding } from './use-code-binding.ts';

const formFields = ['countryDialingCode', 'mobileNum', 'verificationCode'] as const;

export interface MobileBindingSectionProps {
  profile: MemberProfile;
}

/** "Móvil": the bound number (masked) and whether it is verified; binding or changing it with an SMS code. */
export function MobileBindingSection({ profile }: MobileBindingSectionProps) {
  const { t } = useTranslation('member');
  // Owned here, not by the form: binding closes the form, and the outcome must still be shown.
  const bind = useBindMobile();

  return (
    <BindingSection
      title={t('mobile_title')}
      maskedValue={profile.mobileNum ? maskMobile(profile.mobileNum, profile.countryDialingCode) : null}
      isVerified={profile.mobileVerified}
      currentLabel={t('mobile_current')}
      notBoundText={t('mobile_not_bound_text')}
      openLabel={profile.mobileVerified ? t('mobile_change') : t('mobile_verify')}
      boundStatus={t('mobile_bound')}
      renderForm={(actions) => <MobileBindingForm profile={profile} bind={bind} {...actions} />}
    />
  );
}

interface MobileBindingFormProps extends BindingFormActions {
  profile: MemberProfile;
  bind: ReturnType<typeof useBindMobile>;
}

function MobileBindingForm({ profile, bind, onBound, onCancel }: MobileBindingFormProps) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const countries = useQuery(countriesQuery());
  const sendCode = useSendBindMobileCode();
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);

  const countryList = countries.data ?? [];
  const defaultCountry =
    countryList.find((country) => country.countryDialingCode === profile.countryDialingCode) ?? countryList[0];
  const countryCode = chosenCountry ?? defaultCountry?.countryCode ?? '';
  const countryDialingCode =
    countryList.find((country) => country.countryCode === countryCode)?.countryDialingCode ?? '';

  const { binding, field, errorText } = useCodeBinding({
    // An unverified number is offered again for verification; a change starts empty.
    defaultValues: { mobileNum: profile.mobileVerified ? '' : (profile.mobileNum ?? ''), verificationCode: '' },
    addressFields: ['mobileNum'],
    fields: formFields,
    schema: withRequest(
      textValues('mobileNum', 'verificationCode').transform((values) => ({ ...values, countryDialingCode })),
      bindMobile.request,
    ),
    sendBody: (values) => ({ mobileNum: values.mobileNum, countryDialingCode }),
    sendCode,
    bind,
    codeSentKey: 'code_sent_mobile',
    onBound,
  });

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
    <CodeBindingForm binding={binding} onCancel={onCancel}>
      <TextField
        label={t('mobile_number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        {...field('mobileNum')}
        hint={countries.isSuccess && countryList.length === 0 ? t('dialing_codes_empty') : null}
        error={errorText('mobileNum') ?? errorText('countryDialingCode')}
        leading={
          <SelectField
            label={t('dialing_code')}
            isLabelHidden
            name="countryDialingCode"
            value={countryCode}
            disabled={countries.isPending || countryList.length === 0}
            aria-busy={countries.isPending}
            onChange={(event) => setChosenCountry(event.target.value)}
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
    </CodeBindingForm>
  );
}
