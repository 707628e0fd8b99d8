import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import './theme.css';
import './base.css';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
