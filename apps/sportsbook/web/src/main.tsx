import { createAppQueryClient, mountApp } from '@ficha/ui';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './app/sportsbook.css';
import { ApiError } from '@ficha/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { setWireLanguage } from './lib/api.ts';
import { startI18n, toLocaleTag } from './lib/i18n.ts';
import { readBettingPage } from './lib/page-params.ts';

// Answers are fresh for two seconds (the feed is read about as often); a refused call is not tried again.
const queryClient = createAppQueryClient({
  staleTime: 2_000,
  retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  onError: () => undefined,
});
const page = readBettingPage(window.location.pathname, window.location.search);
document.documentElement.dataset['theme'] = page.theme;
setWireLanguage(page.language);
await startI18n(page.language);

mountApp(
  <QueryClientProvider client={queryClient}>
    <App page={page} locale={toLocaleTag(page.language)} />
  </QueryClientProvider>,
);
