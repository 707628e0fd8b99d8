import type { PasswordPolicy } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { buildPolicyPatch, checkPolicy, isPolicyChanged, parsePolicyNumber, policyDraftOf } from './policy-draft.ts';

const saved: PasswordPolicy = {
  defaultWeakPassword: '{secret}',
  expiryDays: 90,
  captchaAfterFailures: 3,
  verifyNewIp: false,
};

describe('parsePolicyNumber', () => {
  it('reads whole numbers within the bounds, 0 included', () => {
    expect(parsePolicyNumber('0', 'expiryDays')).toBe(0);
    expect(parsePolicyNumber(' 3650 ', 'expiryDays')).toBe(3650);
    expect(parsePolicyNumber('20', 'captchaAfterFailures')).toBe(20);
  });

  it('refuses blanks, fractions, signs and values out of bounds', () => {
    for (const text of ['', '2.5', '-1', 'x', '3651']) expect(parsePolicyNumber(text, 'expiryDays'), text).toBeNull();
    expect(parsePolicyNumber('21', 'captchaAfterFailures')).toBeNull();
  });
});

describe('checkPolicy', () => {
  it('accepts the saved policy', () => {
    expect(checkPolicy(policyDraftOf(saved))).toEqual({});
  });

  it('reports an empty or too long weak password and numbers out of range', () => {
    expect(
      checkPolicy({ ...policyDraftOf(saved), defaultWeakPassword: '', expiryDays: '', captchaAfterFailures: '99' }),
    ).toEqual({
      defaultWeakPassword: 'out_of_range',
      expiryDays: 'out_of_range',
      captchaAfterFailures: 'out_of_range',
    });
    expect(checkPolicy({ ...policyDraftOf(saved), defaultWeakPassword: 'x'.repeat(65) })).toEqual({
      defaultWeakPassword: 'out_of_range',
    });
  });
});

describe('buildPolicyPatch', () => {
  it('is empty when nothing changed', () => {
    expect(buildPolicyPatch(saved, policyDraftOf(saved))).toEqual({});
    expect(isPolicyChanged(saved, { ...policyDraftOf(saved), expiryDays: '090' })).toBe(false);
  });

  it('sends only the changed fields', () => {
    const draft = { ...policyDraftOf(saved), expiryDays: '0', verifyNewIp: true, captchaAfterFailures: '3' };
    expect(buildPolicyPatch(saved, draft)).toEqual({ expiryDays: 0, verifyNewIp: true });
  });

  it('keeps the weak password exactly as typed', () => {
    expect(buildPolicyPatch(saved, { ...policyDraftOf(saved), defaultWeakPassword: ' Abc123 ' })).toEqual({
      defaultWeakPassword: ' Abc123 ',
    });
  });

  it('leaves out a number that does not parse but counts it as a change', () => {
    const draft = { ...policyDraftOf(saved), expiryDays: 'soon' };
    expect(buildPolicyPatch(saved, draft)).toEqual({});
    expect(isPolicyChanged(saved, draft)).toBe(true);
  });
});
