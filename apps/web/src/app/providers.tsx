import { UiTextsProvider } from '@ficha/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../lib/query-client.ts';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Server state (TanStack Query) and the shared components' words. i18next is set up once in lib/i18n and
 * needs no provider. The site names its buttons at each use; these words are only the fallbacks.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation();
  const texts = {
    cancel: t('label_cancel', { ns: 'account' }),
    close: t('close', { ns: 'help' }),
    loading: t('loading'),
    retry: t('retry'),
  };
  return (
    <QueryClientProvider client={queryClient}>
      <UiTextsProvider texts={texts}>{children}</UiTextsProvider>
    </QueryClientProvider>
  );
}
