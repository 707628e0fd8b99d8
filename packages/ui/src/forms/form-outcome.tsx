export interface FormOutcomeProps {
  /** The form's class: the lines are `<className>__status` and `<className>__error`. */
  className: string;
  /** What just worked; announced politely. */
  status?: string | null | undefined;
  /** Why the last attempt failed, when no input shows it; announced at once. */
  error?: string | null | undefined;
}

/**
 * The outcome of a form under its buttons. The status region stays in the page so screen readers
 * announce each new text put into it.
 */
export function FormOutcome({ className, status, error }: FormOutcomeProps) {
  return (
    <>
      <p className={`${className}__status`} role="status">
        {status}
      </p>
      {error ? (
        <p className={`${className}__error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
