import { businessConstants } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../../features/feedback/feedback-button.tsx';
import { HelpLinks } from '../../features/help/help-links.tsx';
import { ResourceLinks } from '../../features/system/resource-links.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './player-footer.css';

/** The footer (SPEC §2.4): help entries, the feedback modal and resource links; vendor icons come later. */
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
      {status.info.resources.length > 0 ? (
        <section className="player-footer__section" aria-labelledby="player-footer-resources">
          <h2 id="player-footer-resources" className="player-footer__heading">
            {t('footer_resources')}
          </h2>
          <ResourceLinks />
        </section>
      ) : null}
      <p className="player-footer__notice">
        <strong>{status.info.merchantName}</strong> · {t('footer_responsible', { age: businessConstants.minimumAge })}
      </p>
    </footer>
  );
}
