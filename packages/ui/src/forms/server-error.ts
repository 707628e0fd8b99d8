import type { FieldError } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';

/** Error codes that are about one input, with the inputs each may name (`captcha_error` → `captcha`). */
export type FieldsOfCode = Readonly<Record<string, readonly string[]>>;

export interface PlacedServerError {
  /** Problems shown beside their inputs, by field: the first of each, in the server's order. */
  fields: Record<string, FieldError>;
  /** The failure to show for the whole form when no shown input carries it; null when they all do. */
  formError: unknown;
}

/**
 * Splits a failed call between the inputs on screen and the form. The envelope's `fields` (a nested path
 * counts for its first segment) and an error code that names one input go beside it; a failure with no
 * field, or with a field the form does not show, is the form's.
 */
export function placeServerError(
  error: unknown,
  shownFields: readonly string[],
  fieldsOfCode: FieldsOfCode = {},
): PlacedServerError {
  const fields: Record<string, FieldError> = {};
  if (!(error instanceof ApiError)) return { fields, formError: error };
  const shown = new Set(shownFields);
  let isUnplaced = false;
  for (const item of error.fields ?? []) {
    const field = item.field.split('.')[0] ?? item.field;
    if (!shown.has(field)) isUnplaced = true;
    else fields[field] ??= { ...item, field };
  }
  const codeField = fieldsOfCode[error.errorCode]?.find((field) => shown.has(field));
  if (codeField) {
    fields[codeField] ??= { field: codeField, reason: error.errorCode };
    return { fields, formError: null };
  }
  const isPlaced = Object.keys(fields).length > 0 && !isUnplaced;
  return { fields, formError: isPlaced ? null : error };
}
