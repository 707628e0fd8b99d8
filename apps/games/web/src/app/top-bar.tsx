import { useTranslation } from 'react-i18next';
import { moneyText } from '@ficha/ui';
import { setSoundEnabled, useSoundEnabled } from '../lib/sound.ts';
import { useGame } from '../lib/game-context.tsx';
import { useSiteFrame } from '../lib/site-frame.ts';

/**
 * The game window's one header: the game's name, the balance, the sound, fairness and help buttons and one
 * close — the site's window closes when the site hosts the game (decision 0086), else the return link.
 */
export function TopBar({ onOpen }: { onOpen: (panel: 'fairness' | 'help') => void }) {
  const { t } = useTranslation();
  const { session, balanceMinor, locale } = useGame();
  const sound = useSoundEnabled();
  const site = useSiteFrame();
  const returnUrl = session.returnUrl && /^https?:\/\//.test(session.returnUrl) ? session.returnUrl : null;
  return (
    <header className="top-bar">
      <h1 className="game-name">
        {session.game.name}
        {session.mode === 'demo' ? <span className="badge">{t('demo')}</span> : null}
      </h1>
      <div className="balance" aria-live="polite">
        <span className="balance-label">{t('balance')}</span>
        <strong className="balance-value">{moneyText(balanceMinor, locale, { currency: session.currency })}</strong>
      </div>
      <div className="top-actions">
        <button
          type="button"
          className="btn btn-icon"
          aria-pressed={sound}
          aria-label={sound ? t('sound_off') : t('sound_on')}
          title={sound ? t('sound_off') : t('sound_on')}
          onClick={() => setSoundEnabled(!sound)}
        >
          <SpeakerIcon on={sound} />
        </button>
        <button
          type="button"
          className="btn btn-icon"
          aria-label={t('fairness_title')}
          title={t('fairness_title')}
          onClick={() => onOpen('fairness')}
        >
          <ShieldIcon />
        </button>
        <button
          type="button"
          className="btn btn-icon"
          aria-label={t('help_title')}
          title={t('help_title')}
          onClick={() => onOpen('help')}
        >
          ?
        </button>
        {site.hosted ? (
          <button
            type="button"
            className="btn btn-icon btn-close"
            aria-label={t('close')}
            title={t('close')}
            onClick={site.close}
          >
            ✕
          </button>
        ) : returnUrl ? (
          <a className="btn btn-icon btn-close" href={returnUrl} target="_top" aria-label={t('exit')} title={t('exit')}>
            ✕
          </a>
        ) : null}
      </div>
    </header>
  );
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16 9l6 6M22 9l-6 6" />}
    </svg>
  );
}

function ShieldIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}
