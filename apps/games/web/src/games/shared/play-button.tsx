import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';

/**
 * The main action under a game; disabled while a round runs, while the typed bet is not one, or when the
 * balance does not cover the bet.
 */
export function PlayButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { balanceMinor, betMinor, betReady } = useGame();
  const short = balanceMinor < betMinor;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary play-button"
        disabled={busy || short || !betReady}
        onClick={onClick}
      >
        {children}
      </button>
      {short ? <p className="lose-text small">{t('insufficient_balance')}</p> : null}
    </>
  );
}
