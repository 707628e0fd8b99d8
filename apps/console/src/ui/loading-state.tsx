import { useTranslation } from 'react-i18next';

/** A spinner with text, announced politely. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('states.loading')}</span>
    </div>
  );
}
