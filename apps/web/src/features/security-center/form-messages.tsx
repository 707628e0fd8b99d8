import { FormOutcome } from '@ficha/ui/forms';

export interface FormMessagesProps {
  /** What just worked ("Datos guardados"); announced politely. */
  status?: string | null;
  /** Why the last attempt failed, when no field shows it; announced at once. */
  error?: string | null;
}

/** The outcome of a security form under its buttons. */
export function FormMessages({ status, error }: FormMessagesProps) {
  return <FormOutcome className="security-form" status={status} error={error} />;
}
