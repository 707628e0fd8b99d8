import { useTranslation } from 'react-i18next';

/** A section the operator's role can't use (the server refuses its calls too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="state">
      <h1 className="page-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
    </div>
  );
}
