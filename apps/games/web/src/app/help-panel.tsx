import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '@ficha/ui';
import { useGame } from '../lib/game-context.tsx';

const SlotPaytable = lazy(() => import('../games/slots/slot-paytable.tsx'));

/** How the game plays and pays: its rules, declared RTP, maximum win and bet range; a slot's paytable. */
export function HelpPanel() {
  const { t } = useTranslation();
  const { session, locale } = useGame();
  const { game } = session;
  const rtp = `${(game.rtpBasisPoints / 100).toFixed(2)} %`;
  return (
    <div className="help">
      <p>{t(`rules_${game.kind}`)}</p>
      <dl className="facts">
        <dt>{t('help_rtp')}</dt>
        <dd>{rtp}</dd>
        <dt>{t('help_max_win')}</dt>
        <dd>{game.maxWinMultiplier}×</dd>
        <dt>{t('help_bet_range')}</dt>
        <dd>
          {moneyText(game.minBet, locale, { currency: session.currency })} –{' '}
          {moneyText(game.maxBet, locale, { currency: session.currency })}
        </dd>
      </dl>
      {game.kind === 'slot' ? (
        <Suspense fallback={null}>
          <SlotPaytable slotCode={game.gameCode} />
        </Suspense>
      ) : null}
      <p className="muted small">{t('help_fairness')}</p>
      <a className="btn" href="/verify" target="_blank" rel="noreferrer">
        {t('verify_title')}
      </a>
    </div>
  );
}
