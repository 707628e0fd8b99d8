import { sendNoLoginSms, type FieldError } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { checkMobileNumber } from './field-error.ts';
import { MobileNumberField, type DialingCode } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
import type { BoundInput } from './use-form-state.ts';

type MobileCodeField = 'mobileNum' | 'verificationCode';

export interface MobileCodeFieldsProps {
  /** The part of the form's state (`useFormState`) the two inputs use. */
  form: {
    values: Record<MobileCodeField, string>;
    bind: (name: MobileCodeField) => BoundInput;
    touch: (name: MobileCodeField) => void;
  };
  dialingCode: DialingCode;
  errors: Partial<Record<MobileCodeField, FieldError>>;
  /** What the SMS code is for (`sendNoLoginSms`). */
  purpose: 'login' | 'reset';
}

/**
 * Whether "Obtener código" may send: the number must be valid. Marks it touched, so that its error shows.
 */
export function canSendToMobile(form: { values: { mobileNum: string }; touch: (name: 'mobileNum') => void }): boolean {
  form.touch('mobileNum');
  return checkMobileNumber('mobileNum', form.values.mobileNum) === null;
}

/** The mobile number with its dialing code, and the SMS code sent to it ("Obtener código"). */
export function MobileCodeFields({ form, dialingCode, errors, purpose }: MobileCodeFieldsProps) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  return (
    <>
      <MobileNumberField
        dialingCode={dialingCode}
        {...form.bind('mobileNum')}
        error={fieldErrorText(errors.mobileNum)}
      />
      <SmsCodeField
        label={t('field_verificationCode')}
        {...form.bind('verificationCode')}
        error={fieldErrorText(errors.verificationCode)}
        canSend={() => canSendToMobile(form)}
        onSend={() =>
          apiClient.call(sendNoLoginSms, {
            mobileNum: form.values.mobileNum.trim(),
            countryDialingCode: dialingCode.value,
            purpose,
          })
        }
      />
    </>
  );
}
