import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="state">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/settings" className={buttonClassName('primary')}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
