import { FieldErrors } from './field-errors.tsx';

export interface FieldHelpProps {
  /** The control's id: the hint is `<id>-hint`, the errors `<id>-errors`, as its `aria-describedby` names them. */
  id: string;
  hint?: string | null | undefined;
  errors: readonly string[];
}

/** The hint and the problems under a form control. */
export function FieldHelp({ id, hint, errors }: FieldHelpProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </>
  );
}
