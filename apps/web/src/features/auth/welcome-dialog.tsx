import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@ficha/ui';
import { useSession } from '../../lib/use-session.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './welcome-dialog.css';

export interface WelcomeDialogProps {
  /** Goes to the deposit page. */
  onDeposit: () => void;
  onClose: () => void;
}

/** The step right after a registration (issue 13): the account is ready, and the first deposit is one tap away. */
export function WelcomeDialog({ onDeposit, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation('account');
  const session = useSession();
  const status = useSystemStatus();
  return (
    <Dialog
      title={t('welcome_title', { brand: status.info.merchantName })}
      closeLabel={t('close')}
      onClose={onClose}
      size="small"
    >
      <div className="welcome-step">
        <WelcomeArt />
        <p className="welcome-step__text">{t('welcome_text', { account: session.member?.account ?? '' })}</p>
        <div className="welcome-step__actions">
          <Button onClick={onDeposit} data-autofocus>
            {t('welcome_deposit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('welcome_later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** A wallet with coins and a spark, in the theme's accent (decoration only). */
function WelcomeArt() {
  return (
    <svg className="welcome-step__art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="14" y="22" width="62" height="40" rx="7" fill="currentColor" opacity="0.16" />
      <rect x="14" y="22" width="62" height="40" rx="7" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M20 22l34-12 6 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <rect x="58" y="35" width="22" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="66" cy="42" r="2.5" fill="currentColor" />
      <circle cx="30" cy="50" r="7" fill="currentColor" opacity="0.35" />
      <circle cx="42" cy="46" r="7" fill="currentColor" opacity="0.6" />
      <path d="M84 8l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="currentColor" />
      <path d="M10 8l1.3 3.2 3.2 1.3-3.2 1.3L10 17l-1.3-3.2-3.2-1.3 3.2-1.3z" fill="currentColor" opacity="0.7" />
    </svg>
  );
}
