import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { qrCodePath } from '../../lib/qr-code.ts';
import './app-download-codes.css';

/** Resource types that are app downloads, in the order the side menu shows them (SPEC §2.3). */
const appResourceTypes = ['IOS', 'Android'] as const;

/** The download promotion of the side menu: a 120 px QR code per app link of the merchant, with its link. */
export function AppDownloadCodes({ headingId }: { headingId: string }) {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  const apps = useMemo(
    () =>
      appResourceTypes.flatMap((type) => {
        const resource = status.info.resources.find((r) => r.resourceType === type);
        const url = resource ? toSafeExternalUrl(resource.url) : null;
        return url ? [{ type, url, code: qrCodePath(url) }] : [];
      }),
    [status.info.resources],
  );
  if (apps.length === 0) return null;
  return (
    <section className="app-download" aria-labelledby={headingId}>
      <h2 id={headingId} className="app-download__heading">
        {t('app_download')}
      </h2>
      <ul className="app-download__list">
        {apps.map((app) => {
          const label = t(app.type === 'IOS' ? 'app_ios' : 'app_android');
          return (
            <li key={app.type} className="app-download__item">
              <a href={app.url} target="_blank" rel="noopener noreferrer" className="app-download__link">
                <svg
                  className="app-download__code"
                  viewBox={`0 0 ${app.code.size} ${app.code.size}`}
                  width="120"
                  height="120"
                  role="img"
                  aria-label={t('app_qr_label', { app: label })}
                  shapeRendering="crispEdges"
                >
                  <rect width={app.code.size} height={app.code.size} fill="#fff" />
                  <path d={app.code.path} fill="#000" />
                </svg>
                <span>{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
