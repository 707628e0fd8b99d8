import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** A failed load, with a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
          {t('states.retry')}
        </button>
      ) : null}
    </div>
  );
}
