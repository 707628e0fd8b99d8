import { updateMemberProfile, type MemberProfile } from '@ficha/contract';
import { textValues, withRequest } from '@ficha/ui/forms';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { formatDateTime, TextField } from '@ficha/ui';
import { localIsoDate } from './local-iso-date.ts';
import type { MemberTextKey } from './field-problems.ts';
import { FormMessages } from './form-messages.tsx';
import {
  hasChanges,
  profileChanges,
  profileFieldMaxLength,
  profileFieldNames,
  toProfileFormValues,
  type ProfileFieldName,
} from './profile-form.ts';
import { useUpdateProfile } from './queries.ts';
import { SecurityFormActions } from './security-form-actions.tsx';
import { SecuritySection } from './security-section.tsx';
import { useSecurityForm } from './use-security-form.ts';

const personalFields = [
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const satisfies readonly ProfileFieldName[];
const messagingFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
] as const satisfies readonly ProfileFieldName[];

const labelKeys = {
  nickname: 'profile_nickname',
  birthday: 'profile_birthday',
  address: 'profile_address',
  nationality: 'profile_nationality',
  occupation: 'profile_occupation',
  sourceOfIncome: 'profile_source_of_income',
  qqNum: 'profile_qq',
  line: 'profile_line',
  whatsapp: 'profile_whatsapp',
  facebook: 'profile_facebook',
  wechat: 'profile_wechat',
  telegram: 'profile_telegram',
  zalo: 'profile_zalo',
} as const satisfies Record<ProfileFieldName, MemberTextKey>;

/** Input types and autofill hints; the rest are plain text. */
const inputProps: Partial<Record<ProfileFieldName, InputHTMLAttributes<HTMLInputElement>>> = {
  nickname: { autoComplete: 'nickname' },
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', autoComplete: 'off' },
  zalo: { type: 'tel', autoComplete: 'off' },
};

export interface ProfileSectionProps {
  profile: MemberProfile;
}

/**
 * "Datos personales": the profile fields as one form. Only what the member edits is kept in the form;
 * every other value is read from the profile, and "Guardar" sends the changed fields only.
 */
export function ProfileSection({ profile }: ProfileSectionProps) {
  const { t } = useTranslation('member');
  const localeTag = toLocaleTag(useLanguage());
  const update = useUpdateProfile();
  const [today] = useState(() => localIsoDate(new Date()));
  const initial = toProfileFormValues(profile);
  const { form, field, errorText, status, setStatus, formError, submission, handleSubmit } = useSecurityForm({
    defaultValues: initial,
    // Fields the member did not edit follow the profile.
    values: initial,
    // Only the fields the member changed travel, checked by the contract's schema.
    schema: withRequest(
      textValues(...profileFieldNames).transform((values) => profileChanges(initial, values)),
      updateMemberProfile.request,
    ),
    fields: profileFieldNames,
    submit: async (changes) => {
      if (!hasChanges(changes)) {
        setStatus(t('profile_no_changes'));
        return;
      }
      form.reset(toProfileFormValues(await update.mutateAsync(changes)));
      setStatus(t('profile_saved'));
    },
  });

  const renderField = (name: ProfileFieldName) => (
    <TextField
      key={name}
      label={t(labelKeys[name])}
      {...field(name)}
      error={errorText(name)}
      maxLength={name === 'birthday' ? undefined : profileFieldMaxLength[name]}
      max={name === 'birthday' ? today : undefined}
      {...inputProps[name]}
    />
  );

  return (
    <SecuritySection title={t('profile_title')} isWide>
      <dl className="security-facts">
        <div className="security-facts__item">
          <dt>{t('profile_username')}</dt>
          <dd>{profile.username}</dd>
        </div>
        <div className="security-facts__item">
          <dt>{t('profile_registered_at')}</dt>
          <dd>{formatDateTime(profile.registeredAt, localeTag, { date: 'long', time: 'none' })}</dd>
        </div>
      </dl>
      <form className="security-form" noValidate onSubmit={handleSubmit}>
        <div className="security-form__grid">{personalFields.map(renderField)}</div>
        <fieldset className="security-form__group">
          <legend className="security-form__legend">{t('profile_messaging')}</legend>
          <div className="security-form__grid">{messagingFields.map(renderField)}</div>
        </fieldset>
        <SecurityFormActions submitLabel={t('save')} isPending={submission.isPending} />
        <FormMessages status={status} error={formError} />
      </form>
    </SecuritySection>
  );
}
