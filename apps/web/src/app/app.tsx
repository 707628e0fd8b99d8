import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { StartupGate } from './startup-gate.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <StartupGate />
      </AppProviders>
    </AppErrorBoundary>
  );
}
