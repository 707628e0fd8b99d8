import type { FieldError } from '@ficha/contract';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { readFieldError } from './field-problem.ts';

/** The worded error of each field of a form, for its inputs: `errorText('username')`, null when it has none. */
export function fieldErrorTexts<T extends FieldValues>(
  errors: FieldErrors<T>,
  describe: (error: FieldError) => string | null,
): (field: string) => string | null {
  return (field) => {
    const error = readFieldError(field, get(errors, field) as { message?: string } | undefined);
    return error ? describe(error) : null;
  };
}
