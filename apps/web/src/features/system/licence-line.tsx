import { useTranslation } from 'react-i18next';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';

/**
 * The merchant's licence in the footer (issue 13): the regulator and licence number the operator set in the
 * console, worded in the visitor's language, with a link to check it when there is one. Nothing when none is set.
 */
export function LicenceLine() {
  const { t } = useTranslation();
  const licence = useSystemStatus().info.licence;
  if (!licence) return null;
  const url = toSafeExternalUrl(licence.url);
  return (
    <p className="player-footer__licence" data-testid="footer-licence">
      {licence.number
        ? t('footer_licence', { authority: licence.authority, number: licence.number })
        : t('footer_licence_authority', { authority: licence.authority })}
      {url ? (
        <>
          {' · '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('footer_licence_check')}
            <span className="visually-hidden"> {t('opens_new_window')}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
