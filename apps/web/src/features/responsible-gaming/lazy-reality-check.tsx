import { lazy, Suspense } from 'react';
import { withNamespaces } from '../../lib/i18n.ts';
import { useSessionToken } from '../../lib/session-store.ts';

const RealityCheckHostPart = lazy(async () => ({
  default: (await withNamespaces(['rg'], () => import('./reality-check-host.tsx'))).RealityCheckHost,
}));

/** The reality check's watcher, loaded with its texts only once a member is signed in. */
export function LazyRealityCheckHost() {
  const token = useSessionToken();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHostPart />
    </Suspense>
  );
}
