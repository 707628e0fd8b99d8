import { updateMemberProfile, type MemberProfile } from '@ficha/contract';
import { useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { formatDateTime, TextField } from '@ficha/ui';
import { localIsoDate } from './local-iso-date.ts';
import type { MemberTextKey } from './field-problems.ts';
import { focusFirstInvalid } from './form-focus.ts';
import { FormMessages } from './form-messages.tsx';
import {
  hasChanges,
  profileChanges,
  profileFieldMaxLength,
  profileFieldNames,
  toProfileFormValues,
  type ProfileFieldName,
  type ProfileFormValues,
} from './profile-form.ts';
import { useUpdateProfile } from './queries.ts';
import { SecurityFormActions } from './security-form-actions.tsx';
import { SecuritySection } from './security-section.tsx';
import { useFormFeedback } from './use-form-feedback.ts';

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
  const feedback = useFormFeedback(profileFieldNames);
  const formRef = useRef<HTMLFormElement>(null);
  const [edits, setEdits] = useState<Partial<ProfileFormValues>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [today] = useState(() => localIsoDate(new Date()));

  const initial = toProfileFormValues(profile);
  const values: ProfileFormValues = { ...initial, ...edits };

  const handleChange = (field: ProfileFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setEdits((current) => ({ ...current, [field]: value }));
    feedback.clearField(field);
    setStatus(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setStatus(null);
    const changes = profileChanges(initial, values);
    if (!hasChanges(changes)) {
      feedback.clear();
      setStatus(t('profile_no_changes'));
      return;
    }
    const checked = updateMemberProfile.request.safeParse(changes);
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    update.mutate(changes, {
      onSuccess: () => {
        setEdits({});
        setStatus(t('profile_saved'));
      },
      onError: (error) => {
        feedback.showError(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  const renderField = (field: ProfileFieldName) => (
    <TextField
      key={field}
      name={field}
      label={t(labelKeys[field])}
      value={values[field]}
      onChange={handleChange(field)}
      error={feedback.fieldError(field)}
      maxLength={field === 'birthday' ? undefined : profileFieldMaxLength[field]}
      max={field === 'birthday' ? today : undefined}
      {...inputProps[field]}
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
      <form ref={formRef} className="security-form" noValidate onSubmit={handleSubmit}>
        <div className="security-form__grid">{personalFields.map(renderField)}</div>
        <fieldset className="security-form__group">
          <legend className="security-form__legend">{t('profile_messaging')}</legend>
          <div className="security-form__grid">{messagingFields.map(renderField)}</div>
        </fieldset>
        <SecurityFormActions submitLabel={t('save')} isPending={update.isPending} />
        <FormMessages status={status} error={feedback.formError} />
      </form>
    </SecuritySection>
  );
}
