import { sendNoLoginSms } from '@ficha/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { checkMobileNumber } from './field-error.ts';
import { MobileNumberField, type DialingCode } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type MobileCodeField = 'mobileNum' | 'verificationCode';

/** The part of a react-hook-form form that a mobile number with its SMS code uses. */
export interface MobileCodeForm {
  register: (name: MobileCodeField) => UseFormRegisterReturn<MobileCodeField>;
  getValues: (name: 'mobileNum') => string;
  trigger: (name: 'mobileNum') => Promise<boolean>;
}

export interface MobileCodeFieldsProps {
  form: MobileCodeForm;
  dialingCode: DialingCode;
  /** The worded problem of a field, or null. */
  errorText: (field: MobileCodeField) => string | null;
  /** What the SMS code is for (`sendNoLoginSms`). */
  purpose: 'login' | 'reset';
}

/** Whether "Obtener código" may send: the number must be valid. Checks it, so that its error shows. */
export async function canSendToMobile(form: Pick<MobileCodeForm, 'getValues' | 'trigger'>): Promise<boolean> {
  await form.trigger('mobileNum');
  return checkMobileNumber('mobileNum', form.getValues('mobileNum')) === null;
}

/** The mobile number with its dialing code, and the SMS code sent to it ("Obtener código"). */
export function MobileCodeFields({ form, dialingCode, errorText, purpose }: MobileCodeFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <MobileNumberField dialingCode={dialingCode} {...form.register('mobileNum')} error={errorText('mobileNum')} />
      <SmsCodeField
        label={t('field_verificationCode')}
        {...form.register('verificationCode')}
        error={errorText('verificationCode')}
        canSend={() => canSendToMobile(form)}
        onSend={() =>
          apiClient.call(sendNoLoginSms, {
            mobileNum: form.getValues('mobileNum').trim(),
            countryDialingCode: dialingCode.value,
            purpose,
          })
        }
      />
    </>
  );
}
