import { Button } from './button.tsx';
import './feedback-state.css';

export interface ErrorStateProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** The error state of a list or a section, with a retry. */
export function ErrorState({ message, retryLabel, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div className="feedback-state feedback-state--error" role="alert">
      <span>{message}</span>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
