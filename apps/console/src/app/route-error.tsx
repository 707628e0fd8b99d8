import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** Last resort when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="crash">
      <div className="card crash-card" role="alert">
        <h1 className="page-title">{t('crash.title')}</h1>
        <p>{t('crash.body')}</p>
        <button type="button" className={buttonClassName('primary')} onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
      </div>
    </main>
  );
}
