export interface AlertMessageProps {
  message: string;
  details?: readonly string[];
}

/** An error banner: one message and, for validation, the list of what failed. */
export function AlertMessage({ message, details = [] }: AlertMessageProps) {
  return (
    <div className="alert" role="alert">
      <p className="alert-message">{message}</p>
      {details.length > 0 ? (
        <ul className="alert-details">
          {details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
