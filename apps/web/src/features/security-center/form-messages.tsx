export interface FormMessagesProps {
  /** What just worked ("Datos guardados"); announced politely. */
  status?: string | null;
  /** Why the last attempt failed, when no field shows it; announced at once. */
  error?: string | null;
}

/**
 * The outcome of a form under its buttons. The status region stays in the page so screen readers
 * announce each new text put into it.
 */
export function FormMessages({ status, error }: FormMessagesProps) {
  return (
    <>
      <p className="security-form__status" role="status">
        {status}
      </p>
      {error ? (
        <p className="security-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
