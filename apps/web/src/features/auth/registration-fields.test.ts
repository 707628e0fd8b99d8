import type { FieldRule, RegistrationRules } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  buildRegistrationRequest,
  registrationFieldSpecs,
  validateRegistration,
  validateRegistrationInput,
  type RegistrationFieldSpec,
} from './registration-fields.ts';

function rule(patternId: number, minLength: number, maxLength: number, required = true, enabled = true): FieldRule {
  return { enabled, required, patternId, acceptedPattern: '', minLength, maxLength };
}

/** Rules like the demo merchant's. */
const rules: Partial<RegistrationRules> = {
  username: rule(1, 6, 16),
  password: rule(5, 6, 20),
  email: rule(3, 5, 64, false),
  mobileNum: rule(6, 8, 15, false),
  captcha: rule(4, 4, 4),
  affiliateCode: rule(4, 4, 16, false),
  payeeName: rule(18, 3, 64, false, false),
  paymentPassword: rule(6, 6, 6, false, false),
};

const names = (specs: RegistrationFieldSpec[]) => specs.map((spec) => spec.name);
const spec = (specs: RegistrationFieldSpec[], name: string) => specs.find((each) => each.name === name);

describe('registrationFieldSpecs', () => {
  it('shows the enabled fields in username mode, with password and confirmation always', () => {
    const specs = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: false });
    expect(names(specs)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'affiliateCode',
      'referralCode',
      'captcha',
    ]);
    expect(spec(specs, 'mobileNum')?.required).toBe(false);
    expect(spec(specs, 'email')?.required).toBe(false);
    expect(spec(specs, 'captcha')?.required).toBe(true);
  });

  it('never shows a disabled field', () => {
    const specs = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: false });
    expect(names(specs)).not.toContain('payeeName');
    expect(names(specs)).not.toContain('paymentPassword');
  });

  it('adds a required mobile number and SMS code in username mode with REGMOBVERF3', () => {
    const specs = registrationFieldSpecs('username', { REGMOBVERF3: true }, rules, { isAffiliateHidden: false });
    expect(names(specs).slice(0, 5)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
    ]);
    expect(spec(specs, 'mobileNum')?.required).toBe(true);
    expect(spec(specs, 'verificationCode')?.required).toBe(true);
  });

  it('uses the mobile number as the username in mobile mode, always with the SMS code', () => {
    const specs = registrationFieldSpecs('mobile', {}, rules, { isAffiliateHidden: false });
    expect(names(specs).slice(0, 3)).toEqual(['mobileNum', 'verificationCode', 'password']);
    expect(names(specs)).not.toContain('username');
    expect(spec(specs, 'mobileNum')?.required).toBe(true);
  });

  it('asks for the confirmation in mobile mode only with MOBILENUMPASSREG3', () => {
    expect(names(registrationFieldSpecs('mobile', {}, rules, { isAffiliateHidden: false }))).not.toContain(
      'confirmPassword',
    );
    expect(
      names(registrationFieldSpecs('mobile', { MOBILENUMPASSREG3: true }, rules, { isAffiliateHidden: false })),
    ).toContain('confirmPassword');
  });

  it('hides the affiliate code when the code from the URL checked out', () => {
    const specs = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: true });
    expect(names(specs)).not.toContain('affiliateCode');
  });

  it('always requires a payment password that is shown', () => {
    const withPayment = { ...rules, paymentPassword: rule(6, 6, 6, false, true) };
    const specs = registrationFieldSpecs('username', {}, withPayment, { isAffiliateHidden: false });
    expect(spec(specs, 'paymentPassword')?.required).toBe(true);
  });
});

describe('validateRegistration', () => {
  const specs = registrationFieldSpecs('username', { REGMOBVERF3: true }, rules, { isAffiliateHidden: false });
  const valid = {
    username: 'player01',
    password: 'secret123',
    confirmPassword: 'secret123',
    mobileNum: '5512345678',
    verificationCode: '123456',
    captcha: 'AB12',
  };

  it('accepts values that match every rule', () => {
    expect(validateRegistration(specs, valid)).toEqual({});
  });

  it('gives the per-pattern message with min and max for a value out of its rule', () => {
    expect(validateRegistration(specs, { ...valid, username: '1player' }).username).toEqual({
      field: 'username',
      reason: 'reg_pattern_1',
      params: { min: 6, max: 16 },
    });
    expect(validateRegistration(specs, { ...valid, password: 'short1', confirmPassword: 'short1' })).toEqual({});
    expect(validateRegistration(specs, { ...valid, password: 'abc', confirmPassword: 'abc' }).password?.reason).toBe(
      'reg_pattern_5',
    );
  });

  it('uses the pattern message for an empty required field', () => {
    expect(validateRegistration(specs, { ...valid, username: '' }).username?.reason).toBe('reg_pattern_1');
  });

  it('says "inconsistent twice" when the confirmation differs', () => {
    expect(validateRegistration(specs, { ...valid, confirmPassword: 'secret124' }).confirmPassword?.reason).toBe(
      'inconsistent_twice',
    );
  });

  it('checks the mobile number and the SMS code formats', () => {
    expect(validateRegistration(specs, { ...valid, mobileNum: '55-1234' }).mobileNum?.reason).toBe('reg_pattern_6');
    expect(validateRegistration(specs, { ...valid, verificationCode: '12' }).verificationCode?.reason).toBe(
      'verification_code_format',
    );
  });

  it('lets an optional field stay empty but checks it once filled', () => {
    const withEmail = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: false });
    const base = { ...valid, email: '' };
    expect(validateRegistration(withEmail, base).email).toBeUndefined();
    expect(validateRegistration(withEmail, { ...base, email: 'not-an-email' }).email?.reason).toBe('reg_pattern_3');
  });

  it('trims values but not passwords', () => {
    const username = spec(specs, 'username')!;
    expect(validateRegistrationInput(username, { username: '  player01  ' })).toBeNull();
    const password = spec(specs, 'password')!;
    expect(validateRegistrationInput(password, { password: ' secret12' })?.reason).toBe('reg_pattern_5');
  });
});

describe('buildRegistrationRequest', () => {
  const context = {
    countryDialingCode: '+52',
    affiliateCode: null,
    captchaId: 'captcha-1',
    registerUrl: 'https://casino.example/register?code=AG01',
    domain: 'casino.example',
  };

  it('sends the shown non-empty inputs with the page facts and the captcha id', () => {
    const specs = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: false });
    const request = buildRegistrationRequest(
      specs,
      { username: ' player01 ', password: 'secret123', confirmPassword: 'secret123', captcha: 'AB12', email: '' },
      { ...context, mode: 'username' },
    );
    expect(request).toEqual({
      username: 'player01',
      password: 'secret123',
      confirmPassword: 'secret123',
      captcha: 'AB12',
      captchaId: 'captcha-1',
      registerUrl: context.registerUrl,
      domain: 'casino.example',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('uses the mobile number as the username and copies the password into the confirmation in mobile mode', () => {
    const specs = registrationFieldSpecs('mobile', {}, {}, { isAffiliateHidden: false });
    const request = buildRegistrationRequest(
      specs,
      { mobileNum: '5512345678', verificationCode: '1234', password: 'secret123', username: 'ignored' },
      { ...context, mode: 'mobile', captchaId: null },
    );
    expect(request).toMatchObject({
      username: '5512345678',
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      verificationCode: '1234',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(request).not.toHaveProperty('captchaId');
  });

  it('sends the checked affiliate code from the URL although its field is hidden', () => {
    const specs = registrationFieldSpecs('username', {}, rules, { isAffiliateHidden: true });
    const request = buildRegistrationRequest(
      specs,
      { username: 'player01', password: 'secret123', confirmPassword: 'secret123' },
      { ...context, mode: 'username', affiliateCode: 'AG01' },
    );
    expect(request.affiliateCode).toBe('AG01');
  });
});
