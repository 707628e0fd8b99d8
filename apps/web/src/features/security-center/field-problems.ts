import type { FieldProblem } from '@ficha/ui/forms';
import type esMember from '../../locales/es/member.json';

export type MemberTextKey = keyof typeof esMember;

const reasonKeys = {
  required: 'field_error_required',
  too_big: 'field_error_too_big',
  too_small: 'field_error_too_small',
  date_format: 'field_error_date_format',
  mobile_format: 'field_error_mobile_format',
  dialing_code_format: 'field_error_dialing_code_format',
  verification_code_format: 'field_error_verification_code_format',
  payment_password_format: 'field_error_payment_password_format',
  totp_format: 'field_error_totp_format',
  inconsistent_twice: 'field_error_inconsistent_twice',
  email_format: 'field_error_email_format',
  invalid_format: 'field_error_invalid_format',
} as const satisfies Record<string, MemberTextKey>;

/** The translation key and values for a problem; an unknown reason gets the generic "not valid" text. */
export function fieldProblemText(problem: FieldProblem): {
  key: MemberTextKey;
  params: Record<string, string | number>;
} {
  // A minimum of one character means the field is simply empty.
  if (problem.reason === 'too_small' && Number(problem.params['min']) <= 1)
    return { key: reasonKeys.required, params: {} };
  const key = Object.hasOwn(reasonKeys, problem.reason)
    ? reasonKeys[problem.reason as keyof typeof reasonKeys]
    : 'field_error_invalid';
  return { key, params: problem.params };
}
