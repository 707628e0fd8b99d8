import { businessConstants } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../../features/feedback/feedback-button.tsx';
import { HelpLinks } from '../../features/help/help-links.tsx';
import { ResourceLinks, resourceKindOf } from '../../features/system/resource-links.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './player-footer.css';

/**
 * The footer (SPEC §2.4): help entries, the feedback modal, app downloads and the merchant's channels under their own
 * headings, and the age notice with its 18+ badge; vendor icons come later.
 */
export function PlayerFooter() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <footer className="player-footer">
      <nav className="player-footer__section" aria-labelledby="player-footer-help">
        <h2 id="player-footer-help" className="player-footer__heading">
          {t('footer_help')}
        </h2>
        <HelpLinks />
        <FeedbackButton />
      </nav>
      {(['apps', 'channels'] as const).map((kind) =>
        status.info.resources.some((resource) => resourceKindOf(resource.resourceType) === kind) ? (
          <section key={kind} className="player-footer__section" aria-labelledby={`player-footer-${kind}`}>
            <h2 id={`player-footer-${kind}`} className="player-footer__heading">
              {t(kind === 'apps' ? 'footer_apps' : 'footer_resources')}
            </h2>
            <ResourceLinks kind={kind} />
          </section>
        ) : null,
      )}
      <p className="player-footer__notice">
        <span className="player-footer__age" aria-hidden="true">
          {businessConstants.minimumAge}+
        </span>
        <strong>{status.info.merchantName}</strong> · {t('footer_responsible', { age: businessConstants.minimumAge })}
      </p>
    </footer>
  );
}
