import { ApiError } from '@ficha/contract/client';
import type esMember from '../../locales/es/member.json';

export type MemberTextKey = keyof typeof esMember;

/** Why one field failed: a reason key from the contract (`too_big`, `mobile_format`...) and its numbers. */
export interface FieldProblem {
  reason: string;
  params: Record<string, string | number>;
}

/** The first problem of each failing field, by field name. */
export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** The shape of a schema issue this module reads (the contract's request schemas produce them). */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly format?: unknown;
}

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

/** The problems a failed call reports for its fields (the envelope's `fields`); none for other failures. */
export function fieldProblemsOfError(error: unknown): FieldProblems {
  const problems: FieldProblems = {};
  if (!(error instanceof ApiError) || !error.fields) return problems;
  for (const { field, reason, params } of error.fields) problems[field] ??= { reason, params: params ?? {} };
  return problems;
}

/**
 * The same problems from a local check with the endpoint's own request schema, named as the server names
 * them, so a form shows one set of messages whichever side found the mistake.
 */
export function fieldProblemsOfIssues(issues: readonly SchemaIssue[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    problems[field] ??= problemOfIssue(issue);
  }
  return problems;
}

function problemOfIssue(issue: SchemaIssue): FieldProblem {
  if (issue.code === 'too_big') return { reason: 'too_big', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { reason: 'too_small', params: { min: Number(issue.minimum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { reason: 'email_format', params: {} };
  // A schema's own reason key travels as the issue message (`regex(…, 'mobile_format')`).
  if ((issue.code === 'invalid_format' || issue.code === 'custom') && /^[a-z_]+$/.test(issue.message))
    return { reason: issue.message, params: {} };
  return { reason: issue.code, params: {} };
}

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

/** True when a problem names a field the form does not show, so the form must show the failure itself. */
export function hasUnplacedProblems(problems: FieldProblems, shownFields: readonly string[]): boolean {
  return Object.keys(problems).some((field) => !shownFields.includes(field));
}
