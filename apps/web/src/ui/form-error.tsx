import { useErrorMessage } from '../lib/error-message.ts';

export interface FormErrorProps {
  /** The failure of the last submission, or null. */
  error: unknown;
}

/** The failure of a submission, above the submit button, announced when it appears. */
export function FormError({ error }: FormErrorProps) {
  const errorMessage = useErrorMessage();
  if (!error) return null;
  return (
    <p className="auth-form__error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
