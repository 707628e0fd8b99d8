import { randomInt } from 'node:crypto';
import { validateField, type FieldRule } from '@ficha/contract';

const lower = 'abcdefghjkmnpqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';

/** Shapes a generated username may take, tried in order until one fits the merchant's username rule. */
const shapes = [
  { first: lower, rest: digits },
  { first: upper, rest: digits },
  { first: digits, rest: digits },
  { first: lower, rest: lower },
  { first: upper, rest: upper },
] as const;

/** The length a generated username aims for, moved into the rule's bounds. */
const preferredLength = 10;

/** How many names `/wps/member/register/autoUsername` tries before it gives up on clashes. */
export const autoUsernameAttempts = 8;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';

/**
 * A random username that the merchant's username rule accepts (its pattern and length), or null when no shape
 * of ours fits the rule (a pattern of Han, Thai or Korean script, for instance).
 */
export function generateUsername(rule: FieldRule): string | null {
  const length = Math.min(Math.max(preferredLength, rule.minLength, 1), rule.maxLength);
  if (length < 1) return null;
  for (const shape of shapes) {
    const candidate = pick(shape.first) + Array.from({ length: length - 1 }, () => pick(shape.rest)).join('');
    if (!validateField('username', { ...rule, enabled: true, required: true }, candidate)) return candidate;
  }
  return null;
}
