import type { ReactNode } from 'react';
import { Button, Spinner } from '@ficha/ui';

export interface AuthSubmitButtonProps {
  /** The form's call is running: the button is disabled, busy and shows a spinner. */
  isPending: boolean;
  children: ReactNode;
}

/** The full-width submit at the foot of an account form. */
export function AuthSubmitButton({ isPending, children }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" className="auth-form__submit" disabled={isPending} aria-busy={isPending}>
      {isPending ? <Spinner /> : null}
      {children}
    </Button>
  );
}
