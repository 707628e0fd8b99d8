import type { EndpointInput, MemberProfile, updateMemberProfile } from '@ficha/contract';

/** The profile fields the member edits (SPEC §3 "Register user" and the other profile fields), in form order. */
export const profileFieldNames = [
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
] as const;

export type ProfileFieldName = (typeof profileFieldNames)[number];

/** What the inputs hold: always a string, empty when the profile has no value. */
export type ProfileFormValues = Record<ProfileFieldName, string>;

export type ProfileChanges = EndpointInput<typeof updateMemberProfile>;

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/** The form's starting values from the server profile. A birthday keeps only its date part for `<input type="date">`. */
export function toProfileFormValues(profile: Pick<MemberProfile, ProfileFieldName>): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of profileFieldNames) values[field] = profile[field] ?? '';
  values.birthday = isoDate.test(values.birthday) ? values.birthday.slice(0, 10) : '';
  return values;
}

/**
 * Only the fields the member changed, trimmed. An emptied field is sent as null, which clears it; the
 * nickname is not nullable on the wire, so an emptied nickname is sent as an empty string.
 */
export function profileChanges(initial: ProfileFormValues, current: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of profileFieldNames) {
    const value = current[field].trim();
    if (value === initial[field].trim()) continue;
    if (field === 'nickname') changes.nickname = value;
    else changes[field] = value === '' ? null : value;
  }
  return changes;
}

export function hasChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

/** The longest value each text field takes, as the contract's `updateMemberProfile` bounds it. */
export const profileFieldMaxLength = {
  nickname: 32,
  address: 200,
  nationality: 64,
  occupation: 64,
  sourceOfIncome: 64,
  qqNum: 32,
  line: 64,
  whatsapp: 32,
  facebook: 128,
  wechat: 64,
  telegram: 64,
  zalo: 32,
} as const satisfies Record<Exclude<ProfileFieldName, 'birthday'>, number>;
