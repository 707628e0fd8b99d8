import { TextField } from '@ficha/ui';

export interface TotpCodeFieldProps {
  label: string;
  hint?: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** The 6 digits of an authenticator app, typed or filled in by the phone's one-time-code suggestion. */
export function TotpCodeField({ label, hint, name, value, onValueChange }: TotpCodeFieldProps) {
  return (
    <TextField
      label={label}
      {...(hint ? { hint } : {})}
      name={name}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
    />
  );
}
