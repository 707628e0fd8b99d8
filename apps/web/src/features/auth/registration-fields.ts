import {
  validateField,
  type FieldError,
  type FieldRule,
  type RegistrationField,
  type RegistrationRules,
} from '@ficha/contract';
import { isModuleOn, type Modules, type RegistrationMode } from './auth-modules.ts';
import {
  checkMobileNumber,
  checkRequired,
  checkSmsCode,
  fieldError,
  mismatchReason,
  mobileFormatReason,
  isMobileNumber,
  requiredReason,
} from './field-error.ts';

/** Every input the registration form may show: the merchant-ruled fields and a few of the form's own. */
export type RegistrationInput = RegistrationField | 'confirmPassword' | 'verificationCode' | 'referralCode';

export interface RegistrationFieldSpec {
  name: RegistrationInput;
  required: boolean;
  /** The merchant's rule for the value, when it has one and it is enabled. */
  rule: FieldRule | null;
}

/** Optional profile fields, in the order the form shows them when their rule is enabled. */
const profileFields = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const satisfies readonly RegistrationField[];

/** Inputs whose value is kept exactly as typed; every other value is trimmed. */
const untrimmed: ReadonlySet<RegistrationInput> = new Set(['password', 'confirmPassword', 'paymentPassword']);

function enabledRule(rules: Partial<RegistrationRules>, field: RegistrationField): FieldRule | null {
  const rule = rules[field];
  return rule?.enabled ? rule : null;
}

export interface RegistrationFormOptions {
  /** The affiliate code from the URL checked out: the field is hidden and the code sent as it is. */
  isAffiliateHidden: boolean;
}

/**
 * The inputs of a registration form and whether each is required (SPEC §5 "Register"), from the mode, the
 * whitelabel modules and the merchant's field rules (enabled fields only). Password and confirmation are
 * always there, except that mobile mode without MOBILENUMPASSREG3 drops the confirmation. In mobile mode
 * the mobile number is the username and the SMS code is always asked; in username mode REGMOBVERF3 adds a
 * required mobile number and code.
 */
export function registrationFieldSpecs(
  mode: RegistrationMode,
  modules: Modules,
  rules: Partial<RegistrationRules>,
  options: RegistrationFormOptions,
): RegistrationFieldSpec[] {
  const specs: RegistrationFieldSpec[] = [];
  const add = (name: RegistrationInput, required: boolean, rule: FieldRule | null = null) =>
    specs.push({ name, required, rule });

  if (mode === 'mobile') {
    add('mobileNum', true, enabledRule(rules, 'mobileNum'));
    add('verificationCode', true);
    add('password', true, enabledRule(rules, 'password'));
    if (isModuleOn(modules, 'MOBILENUMPASSREG3')) add('confirmPassword', true);
  } else {
    add('username', true, enabledRule(rules, 'username'));
    add('password', true, enabledRule(rules, 'password'));
    add('confirmPassword', true);
    const smsVerification = isModuleOn(modules, 'REGMOBVERF3');
    const mobileRule = enabledRule(rules, 'mobileNum');
    if (smsVerification || mobileRule) add('mobileNum', smsVerification || Boolean(mobileRule?.required), mobileRule);
    if (smsVerification) add('verificationCode', true);
  }

  for (const field of profileFields) {
    const rule = enabledRule(rules, field);
    // spec: §5 — the payment password is always required when shown.
    if (rule) add(field, rule.required || field === 'paymentPassword', rule);
  }
  const affiliateRule = enabledRule(rules, 'affiliateCode');
  if (affiliateRule && !options.isAffiliateHidden) add('affiliateCode', affiliateRule.required, affiliateRule);
  add('referralCode', false);
  const captchaRule = enabledRule(rules, 'captcha');
  if (captchaRule) add('captcha', captchaRule.required, captchaRule);
  return specs;
}

export type RegistrationValues = Partial<Record<RegistrationInput, string>>;

/** The value as the form sends it: trimmed, except passwords. */
export function cleanValue(name: RegistrationInput, value: string | undefined): string {
  const raw = value ?? '';
  return untrimmed.has(name) ? raw : raw.trim();
}

/** The problem with one input, or null: the merchant's pattern and length, then the form's own checks. */
export function validateRegistrationInput(spec: RegistrationFieldSpec, values: RegistrationValues): FieldError | null {
  const value = cleanValue(spec.name, values[spec.name]);
  if (spec.name === 'confirmPassword') {
    if (value === '') return fieldError(spec.name, requiredReason);
    return value === cleanValue('password', values.password) ? null : fieldError(spec.name, mismatchReason);
  }
  if (spec.name === 'verificationCode') return checkSmsCode(spec.name, value);
  if (spec.rule) {
    // The form may require a field the merchant left optional (the username, a mobile for SMS verification).
    const error = validateField(spec.name, { ...spec.rule, required: spec.required }, value);
    if (error) return error;
  } else if (spec.required) {
    const error = checkRequired(spec.name, value);
    if (error) return error;
  }
  if (spec.name === 'mobileNum') {
    if (spec.required) return checkMobileNumber(spec.name, value);
    if (value !== '' && !isMobileNumber(value)) return fieldError(spec.name, mobileFormatReason);
  }
  return null;
}

export function validateRegistration(
  specs: readonly RegistrationFieldSpec[],
  values: RegistrationValues,
): Partial<Record<RegistrationInput, FieldError>> {
  const errors: Partial<Record<RegistrationInput, FieldError>> = {};
  for (const spec of specs) {
    const error = validateRegistrationInput(spec, values);
    if (error) errors[spec.name] = error;
  }
  return errors;
}

export interface RegistrationRequestContext {
  mode: RegistrationMode;
  countryDialingCode: string;
  /** A checked affiliate code from the URL, sent although its field is hidden. */
  affiliateCode: string | null;
  captchaId: string | null;
  registerUrl: string;
  domain: string;
}

/** What is sent to the server: only the shown, non-empty inputs, plus the page facts the server records. */
export function buildRegistrationRequest(
  specs: readonly RegistrationFieldSpec[],
  values: RegistrationValues,
  context: RegistrationRequestContext,
) {
  const body: Partial<Record<RegistrationInput, string>> = {};
  for (const spec of specs) {
    const value = cleanValue(spec.name, values[spec.name]);
    if (value !== '') body[spec.name] = value;
  }
  const password = body.password ?? '';
  const mobileNum = body.mobileNum;
  return {
    ...body,
    // spec: upstream-api §1.2 — the confirmation is a copy of the password when the form does not ask for it.
    confirmPassword: body.confirmPassword ?? password,
    ...(context.mode === 'mobile' ? { username: mobileNum } : {}),
    ...(mobileNum ? { countryDialingCode: context.countryDialingCode } : {}),
    ...(context.affiliateCode && !body.affiliateCode ? { affiliateCode: context.affiliateCode } : {}),
    ...(body.captcha && context.captchaId ? { captchaId: context.captchaId } : {}),
    registerUrl: context.registerUrl.slice(0, 2048),
    domain: context.domain.slice(0, 255),
    registerMethod: 'WEB' as const,
    login: true as const,
  };
}
