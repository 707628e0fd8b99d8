import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * An input's binding in a form checked only when it is sent (`reValidateMode: 'onSubmit'`): an edit drops
 * the field's problem, which comes back only with the next send, and tells the form (`onEdit`).
 */
export function bindClearing<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  name: Path<TValues>,
  onEdit?: () => void,
): UseFormRegisterReturn<Path<TValues>> {
  return form.register(name, {
    onChange: () => {
      form.clearErrors(name);
      onEdit?.();
    },
  });
}
