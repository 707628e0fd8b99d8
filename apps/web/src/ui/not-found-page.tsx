import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@ficha/ui';
import { StatusScreen } from '../ui/status-screen.tsx';
import { homePath } from '../lib/route-table.ts';

/** Any path without a page yet, inside whichever layout the route uses. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon="compass"
      title={t('not_found_title')}
      actions={
        <Link to={homePath} className={buttonClassName()}>
          {t('go_home')}
        </Link>
      }
    >
      <p>{t('not_found_text')}</p>
    </StatusScreen>
  );
}
