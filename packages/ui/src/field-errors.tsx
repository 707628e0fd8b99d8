export interface FieldErrorsProps {
  id: string;
  messages: readonly string[];
}

/** The problems of one form control; referenced by the control's `aria-describedby`. */
export function FieldErrors({ id, messages }: FieldErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="form-field__errors">
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
