import { businessConstants } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useNow } from '../../lib/use-now.ts';
import { TextField } from '@ficha/ui';
import { isThrottled, secondsLeft, smsCooldownMs } from './sms-countdown.ts';

export interface SmsCodeFieldProps extends Pick<ComponentProps<'input'>, 'ref' | 'value' | 'onChange' | 'onBlur'> {
  label: string;
  name: string;
  error: string | null;
  /** Sends the code; the answer's `expiredMinutes` sets the wait before another send. */
  onSend: () => Promise<{ expiredMinutes: number }>;
  /** Checks what the send needs (the mobile number) and shows its error; false stops the send. */
  canSend: () => boolean | Promise<boolean>;
}

interface Countdown {
  startedAt: number;
  endsAt: number;
}

/**
 * A code input with its "Obtener código" button (SPEC §4 "SMS codes", §5 "SMS button"): clicks closer than
 * 1000 ms are ignored, and after a send the button waits `expiredMinutes × 60` s, showing the seconds left.
 * A failed send shows the server's message.
 */
export function SmsCodeField({ label, name, error, onSend, canSend, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const now = useNow();
  const lastClickAt = useRef<number | null>(null);
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const send = useMutation({
    mutationFn: onSend,
    onSuccess: (answer) => {
      const startedAt = Date.now();
      setCountdown({ startedAt, endsAt: startedAt + smsCooldownMs(answer.expiredMinutes) });
    },
  });
  const left = countdown ? secondsLeft(countdown.endsAt, Math.max(now, countdown.startedAt)) : 0;

  const handleSend = async () => {
    const clickedAt = Date.now();
    if (isThrottled(lastClickAt.current, clickedAt, businessConstants.throttle.loginSmsSendMs)) return;
    lastClickAt.current = clickedAt;
    if (!(await canSend())) return;
    send.mutate();
  };

  const buttonLabel = left > 0 ? t('sms_wait', { seconds: left }) : t('in_get_verificationCode');
  return (
    <div className="sms-code-field">
      <TextField
        label={label}
        name={name}
        {...input}
        error={error}
        hint={send.isSuccess ? t('sms_sent') : null}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        trailing={
          <button
            type="button"
            className="button button--secondary button--medium sms-code-field__send"
            onClick={() => void handleSend()}
            disabled={send.isPending || left > 0}
            aria-busy={send.isPending}
          >
            {buttonLabel}
          </button>
        }
      />
      {send.isError ? (
        <p className="auth-form__warning" role="alert">
          {errorMessage(send.error)}
        </p>
      ) : null}
    </div>
  );
}
