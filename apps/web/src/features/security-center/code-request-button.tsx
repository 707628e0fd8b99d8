import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { busyButtonProps } from './busy-button-props.ts';
import { formatCountdown } from './code-cooldown.ts';

export interface CodeRequestButtonProps {
  isSending: boolean;
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number;
  onRequest: () => void;
}

/**
 * "Obtener código", unavailable while a code is on its way and during the countdown. The countdown is
 * shown beside the name, not in it, so the button keeps its accessible name.
 */
export function CodeRequestButton({ isSending, secondsLeft, onRequest }: CodeRequestButtonProps) {
  const { t } = useTranslation('member');
  return (
    <Button
      variant="secondary"
      className="security-code-button"
      onClick={isSending ? undefined : onRequest}
      // Disabled only for the countdown: by then focus has moved on to the code input.
      disabled={secondsLeft > 0}
      {...busyButtonProps(isSending)}
    >
      {t('get_code')}
      {secondsLeft > 0 ? (
        <span className="security-code-button__countdown" aria-hidden="true">
          {formatCountdown(secondsLeft)}
        </span>
      ) : null}
    </Button>
  );
}
