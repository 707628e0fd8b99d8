import { UiTextsProvider } from '@ficha/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './theme.css';
import './base.css';

export function App() {
  const { t } = useTranslation();
  const texts = {
    cancel: t('dialog.cancel'),
    close: t('dialog.close'),
    loading: t('states.loading'),
    retry: t('states.retry'),
  };
  return (
    <QueryClientProvider client={queryClient}>
      <UiTextsProvider texts={texts} hidesAppBehindDialogs>
        <RouterProvider router={router} />
      </UiTextsProvider>
    </QueryClientProvider>
  );
}
