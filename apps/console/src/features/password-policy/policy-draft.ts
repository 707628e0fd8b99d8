import type { PasswordPolicy } from '@ficha/contract';

/** The form's values; the numbers stay text while typed so a cleared box is not read as 0. */
export interface PolicyDraft {
  defaultWeakPassword: string;
  expiryDays: string;
  captchaAfterFailures: string;
  verifyNewIp: boolean;
}

export type PolicyPatch = Partial<PasswordPolicy>;

/** The bounds of the contract's password policy. */
export const policyBounds = {
  defaultWeakPassword: { min: 1, max: 64 },
  expiryDays: { min: 0, max: 3650 },
  captchaAfterFailures: { min: 0, max: 20 },
} as const;

type NumberKey = 'expiryDays' | 'captchaAfterFailures';

export type PolicyProblems = Partial<Record<keyof typeof policyBounds, 'out_of_range'>>;

/** The saved policy as the form's values. */
export function policyDraftOf(saved: PasswordPolicy): PolicyDraft {
  return {
    defaultWeakPassword: saved.defaultWeakPassword,
    expiryDays: String(saved.expiryDays),
    captchaAfterFailures: String(saved.captchaAfterFailures),
    verifyNewIp: saved.verifyNewIp,
  };
}

/** A whole number within the bounds of `key`, or null. */
export function parsePolicyNumber(text: string, key: NumberKey): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const bounds = policyBounds[key];
  return value >= bounds.min && value <= bounds.max ? value : null;
}

/** The default weak password is kept exactly as typed (spaces count), 1 to 64 characters. */
export function checkPolicy(draft: PolicyDraft): PolicyProblems {
  const problems: PolicyProblems = {};
  const { min, max } = policyBounds.defaultWeakPassword;
  if (draft.defaultWeakPassword.length < min || draft.defaultWeakPassword.length > max) {
    problems.defaultWeakPassword = 'out_of_range';
  }
  if (parsePolicyNumber(draft.expiryDays, 'expiryDays') === null) problems.expiryDays = 'out_of_range';
  if (parsePolicyNumber(draft.captchaAfterFailures, 'captchaAfterFailures') === null) {
    problems.captchaAfterFailures = 'out_of_range';
  }
  return problems;
}

/** Only the fields that differ from the saved policy; a number that doesn't parse is left out (checkPolicy reports it). */
export function buildPolicyPatch(saved: PasswordPolicy, draft: PolicyDraft): PolicyPatch {
  const patch: PolicyPatch = {};
  if (draft.defaultWeakPassword !== saved.defaultWeakPassword) patch.defaultWeakPassword = draft.defaultWeakPassword;
  const expiryDays = parsePolicyNumber(draft.expiryDays, 'expiryDays');
  if (expiryDays !== null && expiryDays !== saved.expiryDays) patch.expiryDays = expiryDays;
  const captchaAfterFailures = parsePolicyNumber(draft.captchaAfterFailures, 'captchaAfterFailures');
  if (captchaAfterFailures !== null && captchaAfterFailures !== saved.captchaAfterFailures) {
    patch.captchaAfterFailures = captchaAfterFailures;
  }
  if (draft.verifyNewIp !== saved.verifyNewIp) patch.verifyNewIp = draft.verifyNewIp;
  return patch;
}

/** Whether the draft differs from the saved policy, counting numbers that don't parse as changes. */
export function isPolicyChanged(saved: PasswordPolicy, draft: PolicyDraft): boolean {
  return (
    draft.defaultWeakPassword !== saved.defaultWeakPassword ||
    parsePolicyNumber(draft.expiryDays, 'expiryDays') !== saved.expiryDays ||
    parsePolicyNumber(draft.captchaAfterFailures, 'captchaAfterFailures') !== saved.captchaAfterFailures ||
    draft.verifyNewIp !== saved.verifyNewIp
  );
}
