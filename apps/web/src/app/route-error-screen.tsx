import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@ficha/ui';
import { StatusScreen } from '../ui/status-screen.tsx';
import { homePath } from '../lib/route-table.ts';

export interface ErrorScreenProps {
  /** A whole page of its own, or a block inside a layout that still works. */
  isPage?: boolean;
}

/**
 * What a failed render, loader or page download shows: a friendly message with a retry, never a blank
 * page. The error itself is not shown to the visitor.
 */
export function ErrorScreen({ isPage = false }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      isPage={isPage}
      icon="warning"
      title={t('error_title')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('retry')}</Button>
          {/* A plain link: after an error the router itself may be what failed. */}
          <a href={homePath} className={buttonClassName('secondary')}>
            {t('go_home')}
          </a>
        </>
      }
    >
      <p>{t('error_text')}</p>
    </StatusScreen>
  );
}

/** Route error boundary for a page: the layout around it stays usable. */
export function PageErrorScreen() {
  return <ErrorScreen />;
}

/** Route error boundary at the root: replaces the whole page. */
export function RootErrorScreen() {
  return <ErrorScreen isPage />;
}
