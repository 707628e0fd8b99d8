import type { FieldError } from '@ficha/contract';

/** Why one field failed: a reason key (`required`, `too_big`, `mobile_format`, a server code...) and its numbers. */
export interface FieldProblem {
  reason: string;
  params: Record<string, string | number>;
}

/** The shape of a schema issue read here (the contract's zod request schemas produce them). */
export interface SchemaIssue {
  readonly code: string;
  readonly path?: readonly PropertyKey[];
  readonly message?: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly format?: unknown;
}

/**
 * The problem a schema issue stands for, named as the server names it, so a form shows one set of
 * messages whichever side found the mistake. A schema's own reason key travels as the issue's message
 * (`regex(…, 'mobile_format')`).
 */
export function problemOfIssue(issue: SchemaIssue): FieldProblem {
  if (issue.code === 'too_big') return { reason: 'too_big', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { reason: 'too_small', params: { min: Number(issue.minimum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { reason: 'email_format', params: {} };
  if ((issue.code === 'invalid_format' || issue.code === 'custom') && isReasonKey(issue.message))
    return { reason: issue.message, params: {} };
  return { reason: issue.code, params: {} };
}

function isReasonKey(message: string | undefined): message is string {
  return message !== undefined && /^[a-z_0-9]+$/.test(message);
}

/**
 * react-hook-form keeps one string per field error. A problem travels in it as its reason key with its
 * numbers as a query (`too_big?max=64`), and the app words it when it renders, in the language of the moment.
 */
export function problemMessage(problem: FieldProblem): string {
  const entries = Object.entries(problem.params);
  if (entries.length === 0) return problem.reason;
  return `${problem.reason}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The field error a form error's message carries (see `problemMessage`), or null when the field has none. */
export function readFieldError(field: string, error: { message?: string } | undefined): FieldError | null {
  const message = error?.message;
  if (!message) return null;
  const [reason = '', query] = message.split('?', 2);
  if (query === undefined) return { field, reason };
  const params: Record<string, string | number> = {};
  for (const [key, value] of new URLSearchParams(query))
    params[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return { field, reason, params };
}
