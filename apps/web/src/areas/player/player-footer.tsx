import { businessConstants } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../../features/feedback/feedback-button.tsx';
import { HelpLinks } from '../../features/help/help-links.tsx';
import { LicenceLine } from '../../features/system/licence-line.tsx';
import { PaymentMethods } from '../../features/system/payment-methods.tsx';
import { ResourceLinks, resourceKindOf } from '../../features/system/resource-links.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './player-footer.css';

/**
 * The footer (SPEC §2.4, issue 13): help entries and the feedback modal, app downloads, the merchant's channels and
 * its payment methods under their own headings, then the 18+ badge with the responsible-gaming line and the
 * merchant's licence.
 */
export function PlayerFooter() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <footer className="player-footer">
      <div className="player-footer__sections">
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
        {status.info.paymentMethods.length > 0 ? (
          <section className="player-footer__section" aria-labelledby="player-footer-payments">
            <h2 id="player-footer-payments" className="player-footer__heading">
              {t('footer_payments')}
            </h2>
            <PaymentMethods />
          </section>
        ) : null}
      </div>
      <div className="player-footer__legal">
        <p className="player-footer__notice">
          <span className="player-footer__age" aria-hidden="true">
            {businessConstants.minimumAge}+
          </span>
          <strong>{status.info.merchantName}</strong> · {t('footer_responsible', { age: businessConstants.minimumAge })}
        </p>
        <LicenceLine />
      </div>
    </footer>
  );
}
