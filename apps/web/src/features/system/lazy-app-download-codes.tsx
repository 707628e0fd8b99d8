import { lazy, Suspense } from 'react';

/* The QR codes' encoder (the `qrcode` package) loads with the codes, the first time the side menu shows them. */
const AppDownloadCodesPart = lazy(async () => ({
  default: (await import('./app-download-codes.tsx')).AppDownloadCodes,
}));

export function LazyAppDownloadCodes({ headingId }: { headingId: string }) {
  return (
    <Suspense fallback={null}>
      <AppDownloadCodesPart headingId={headingId} />
    </Suspense>
  );
}
