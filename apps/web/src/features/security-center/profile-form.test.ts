import { updateMemberProfile, type MemberProfile } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  hasChanges,
  profileChanges,
  profileFieldMaxLength,
  toProfileFormValues,
  type ProfileFormValues,
} from './profile-form.ts';

const profile: Pick<MemberProfile, keyof ProfileFormValues> = {
  nickname: 'Juan',
  birthday: '1990-05-01',
  address: null,
  nationality: 'ES',
  occupation: null,
  sourceOfIncome: null,
  qqNum: null,
  line: null,
  whatsapp: '612345678',
  facebook: null,
  wechat: null,
  telegram: null,
  zalo: null,
};

describe('toProfileFormValues', () => {
  it('turns absent values into empty strings', () => {
    const values = toProfileFormValues(profile);
    expect(values.address).toBe('');
    expect(values.nickname).toBe('Juan');
    expect(values.whatsapp).toBe('612345678');
  });

  it('keeps only the date part of a birthday', () => {
    expect(toProfileFormValues({ ...profile, birthday: '1990-05-01T00:00:00.000Z' }).birthday).toBe('1990-05-01');
  });

  it('drops a birthday that is not an ISO date', () => {
    expect(toProfileFormValues({ ...profile, birthday: '01/05/1990' }).birthday).toBe('');
  });
});

describe('profileChanges', () => {
  const initial = toProfileFormValues(profile);

  it('is empty when nothing changed', () => {
    const changes = profileChanges(initial, { ...initial });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('holds only the changed fields, trimmed', () => {
    expect(profileChanges(initial, { ...initial, address: '  Calle Mayor 1 ', telegram: '@juan' })).toEqual({
      address: 'Calle Mayor 1',
      telegram: '@juan',
    });
  });

  it('ignores edits that only add surrounding spaces', () => {
    expect(profileChanges(initial, { ...initial, nickname: ' Juan  ' })).toEqual({});
  });

  it('sends null for an emptied field, which clears it', () => {
    expect(profileChanges(initial, { ...initial, whatsapp: '  ', birthday: '' })).toEqual({
      whatsapp: null,
      birthday: null,
    });
  });

  it('sends an emptied nickname as an empty string', () => {
    const changes = profileChanges(initial, { ...initial, nickname: '' });
    expect(changes).toEqual({ nickname: '' });
    expect(hasChanges(changes)).toBe(true);
  });
});

describe('profileFieldMaxLength', () => {
  it.each(Object.entries(profileFieldMaxLength))('matches the contract bound of %s', (field, max) => {
    expect(updateMemberProfile.request.safeParse({ [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(updateMemberProfile.request.safeParse({ [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });
});
