import type { FieldError } from '@ficha/contract';

export const loginFields = ['merchantCode', 'username', 'password'] as const;

export type LoginField = (typeof loginFields)[number];

export function isLoginField(field: string): field is LoginField {
  return loginFields.some((name) => name === field);
}

/** Server field errors sorted onto the form's inputs; anything else stays in `other`. */
export function groupLoginFieldErrors(fields: readonly FieldError[]): {
  byField: Record<LoginField, FieldError[]>;
  other: FieldError[];
} {
  const byField: Record<LoginField, FieldError[]> = { merchantCode: [], username: [], password: [] };
  const other: FieldError[] = [];
  for (const fieldError of fields) {
    if (isLoginField(fieldError.field)) byField[fieldError.field].push(fieldError);
    else other.push(fieldError);
  }
  return { byField, other };
}
