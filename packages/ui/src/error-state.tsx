import { Button } from './button.tsx';
import { useUiTexts } from './ui-texts.tsx';
import './states.css';

export interface ErrorStateProps {
  message: string;
  /** Given, a retry button follows the message. */
  onRetry?: () => void;
  /** Defaults to the app's "Retry". */
  retryLabel?: string;
  isRetrying?: boolean;
}

/** The error state of a list or a section, with a retry. */
export function ErrorState({ message, onRetry, retryLabel, isRetrying = false }: ErrorStateProps) {
  const texts = useUiTexts();
  return (
    <div className="feedback-state feedback-state--error" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
          {retryLabel ?? texts.retry}
        </Button>
      ) : null}
    </div>
  );
}
