import { useTranslation } from 'react-i18next';

/** A page's one line while what it shows is loading, or, given a failure, why it cannot show it. */
export function PageStatus({ failure }: { failure?: string }) {
  const { t } = useTranslation();
  if (failure === undefined) {
    return (
      <p className="page-status" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <p className="page-status lose-text" role="alert">
      {failure}
    </p>
  );
}
