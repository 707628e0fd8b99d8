import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorTexts } from '@ficha/ui/forms';

/** The worded problem of each input of a loyalty form (its own check's or the server's), for its `errors`. */
export function errorsOfForm<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fieldMessage: (error: { field: string; reason: string; params?: Record<string, string | number> }) => string,
) {
  const text = fieldErrorTexts(form.formState.errors, fieldMessage);
  return (field: string): string[] => {
    const worded = text(field);
    return worded ? [worded] : [];
  };
}
