import { z } from 'zod';
import type { FieldError } from './errors.ts';

/**
 * The registration pattern kinds of SPEC §5, numbered as the upstream `patternId` (0–19).
 * The regex source is shared by the server and the forms; the error text is `reg_pattern_<id>`
 * with `{{min}}` and `{{max}}` filled in.
 */
export const registrationPatterns = [
  { id: 0, kind: 'any', source: '^[\\s\\S]*$' },
  { id: 1, kind: 'letter_then_alphanumeric', source: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, kind: 'chinese_and_digits', source: '^[\\p{Script=Han}0-9]+$' },
  { id: 3, kind: 'email', source: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$' },
  { id: 4, kind: 'letters_or_digits', source: '^[A-Za-z0-9]+$' },
  { id: 5, kind: 'letters_and_digits', source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  { id: 6, kind: 'digits', source: '^[0-9]+$' },
  { id: 7, kind: 'alphanumeric_with_uppercase', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  { id: 8, kind: 'english_letters_and_spaces', source: '^[A-Za-z ]+$' },
  { id: 9, kind: 'no_spaces', source: '^\\S+$' },
  { id: 10, kind: 'chinese_and_punctuation', source: '^[\\p{Script=Han}\\p{P}]+$' },
  {
    id: 11,
    kind: 'date',
    source: '^(?:\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-\\d{4})$',
  },
  { id: 12, kind: 'korean', source: '^[\\p{Script=Hangul}]+$' },
  { id: 13, kind: 'thai', source: '^[\\p{Script=Thai}]+$' },
  { id: 14, kind: 'thai_or_english_and_spaces', source: '^[\\p{Script=Thai}A-Za-z ]+$' },
  { id: 15, kind: 'uppercase_and_spaces', source: '^(?=.*[A-Z])[A-Z ]+$' },
  { id: 16, kind: 'letters_digits_symbols', source: '^[A-Za-z0-9\\p{P}\\p{S}]+$' },
  { id: 17, kind: 'strong_password', source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$' },
  { id: 18, kind: 'full_name', source: "^[\\p{L}'.-]+(?: [\\p{L}'.-]+)+$" },
  { id: 19, kind: 'japanese_full_width', source: '^[\\u3040-\\u309F\\u30A0-\\u30FF\\p{Script=Han}]+$' },
] as const;

export type PatternId = (typeof registrationPatterns)[number]['id'];
export const patternIds = registrationPatterns.map((p) => p.id) as PatternId[];

const compiled = new Map<number, RegExp>(registrationPatterns.map((p) => [p.id, new RegExp(p.source, 'u')]));

/** The fields the merchant configures rules for (SPEC §3 "Registration field rules"). */
export const registrationFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;

export type RegistrationField = (typeof registrationFields)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(19),
  /** The regex source, or `*` for "anything" (patternId 0). */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});

export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registrationRulesSchema = z.record(z.enum(registrationFields), fieldRuleSchema);
export type RegistrationRules = z.infer<typeof registrationRulesSchema>;

/** The accepted pattern as sent on the wire: `*` for kind 0, else the regex source. */
export function acceptedPatternOf(patternId: number): string {
  if (patternId === 0) return '*';
  const pattern = registrationPatterns.find((p) => p.id === patternId);
  if (!pattern) throw new RangeError(`unknown patternId ${patternId}`);
  return pattern.source;
}

/** True when the value matches the pattern kind (length is checked separately). */
export function matchesPattern(patternId: number, value: string): boolean {
  const regex = compiled.get(patternId);
  if (!regex) throw new RangeError(`unknown patternId ${patternId}`);
  return regex.test(value);
}

/**
 * Validates one field against its rule (SPEC §5): a value is valid when it matches and its length is
 * within both bounds; a required empty field gets the same per-pattern message. Length counts code points.
 */
export function validateField(field: string, rule: FieldRule, raw: string | undefined | null): FieldError | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  const reason = `reg_pattern_${rule.patternId}`;
  const params = { min: rule.minLength, max: rule.maxLength };
  if (value === '') return rule.required ? { field, reason, params } : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength || !matchesPattern(rule.patternId, value)) {
    return { field, reason, params };
  }
  return null;
}
