import type { Fairness, GameCode, PlayResult } from '@ficha/contract';
import { gameCodes, gamesApiEndpoints } from '@ficha/contract';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import { gameComponents } from '../games/registry.ts';
import { errorText, gamesApi, setSessionToken } from '../lib/api.ts';
import { betLevels as ladder, clampBet } from '../lib/bet-steps.ts';
import { toMinor } from '../lib/money.ts';
import { usePrefersReducedMotion } from '../lib/motion.ts';
import { PageStatus } from '../ui/page-status.tsx';
import { Sheet } from '../ui/sheet.tsx';
import { GameContext, type GameContextValue, type GameSession, type PlayEndpoint } from '../lib/game-context.tsx';
import { HelpPanel } from './help-panel.tsx';
import { startGameSession } from './launch-session.ts';
import { TopBar } from './top-bar.tsx';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; session: GameSession };

const betKey = (game: string, currency: string) => `ficha.games.bet.${game}.${currency}`;

/** `/play/<gameCode>?token=…`: exchanges the launch token, then runs the game inside the shell. */
export function PlayPage({ gameCode, token, locale }: { gameCode: string; token: string | null; locale: string }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>(() =>
    token ? { state: 'loading' } : { state: 'failed', message: t('error_missing_token') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    startGameSession(token).then(
      (session) => {
        setSessionToken(session.sessionToken);
        if (live) setLoad({ state: 'ready', session });
      },
      (error: unknown) => {
        if (live) setLoad({ state: 'failed', message: errorText(error, t('error_generic')) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (load.state === 'loading') return <PageStatus />;
  if (load.state === 'failed') return <PageStatus failure={load.message} />;
  if (load.session.game.gameCode !== gameCode) return <PageStatus failure={t('error_wrong_game')} />;
  return <GameShell session={load.session} locale={locale} />;
}

function GameShell({ session, locale }: { session: GameSession; locale: string }) {
  const { t } = useTranslation();
  const levels = useMemo(
    () => ladder(toMinor(session.game.minBet), toMinor(session.game.maxBet)),
    [session.game.minBet, session.game.maxBet],
  );
  const [balanceMinor, setBalanceMinor] = useState(() => toMinor(session.balance));
  const [betMinor, setBet] = useState(() => clampBet(levels, readStoredBet(session)));
  const [fairness, setFairness] = useState<Fairness>(session.fairness);
  const [locked, setLocked] = useState(false);
  const [betReady, setBetReady] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<'none' | 'fairness' | 'help'>('none');
  const reducedMotion = usePrefersReducedMotion();

  const setBetMinor = useCallback(
    (bet: bigint) => {
      setBet(bet);
      try {
        localStorage.setItem(betKey(session.game.gameCode, session.currency), bet.toString());
      } catch {
        // The bet is remembered only for this page.
      }
    },
    [session.game.gameCode, session.currency],
  );

  const play = useCallback(
    async (endpoint: PlayEndpoint, input: unknown): Promise<PlayResult | null> => {
      setError(null);
      try {
        const result = await gamesApi.call(endpoint, input as never);
        // The stake is taken now; the win shows once the game has revealed the outcome.
        setBalanceMinor(toMinor(result.balance) - toMinor(result.win));
        // The result carries the nonce this round used; the next round takes the one after it.
        setFairness({ ...result.fairness, nonce: result.fairness.nonce + 1 });
        return result;
      } catch (caught) {
        setError(errorText(caught, t('error_generic')));
        refreshBalance(setBalanceMinor);
        return null;
      }
    },
    [t],
  );
  const reveal = useCallback((result: PlayResult) => setBalanceMinor(toMinor(result.balance)), []);

  const context: GameContextValue = {
    session,
    locale,
    balanceMinor,
    betMinor,
    betLevels: levels,
    setBetMinor,
    betReady,
    setBetReady,
    locked,
    setLocked,
    fairness,
    reducedMotion,
    play: play as GameContextValue['play'],
    reveal,
    setBalanceMinor,
    showError: setError,
  };

  const code = session.game.gameCode as GameCode;
  const Game = gameCodes.includes(code) ? gameComponents[code] : null;

  return (
    <GameContext.Provider value={context}>
      <div className="game-page" data-kind={session.game.kind}>
        <TopBar onOpen={setPanel} />
        {error ? (
          <div className="error-banner" role="alert">
            <span>{error}</span>
            <button type="button" className="btn btn-icon" aria-label={t('close')} onClick={() => setError(null)}>
              ✕
            </button>
          </div>
        ) : null}
        <main className="game-stage">
          {Game ? (
            <Suspense fallback={<PageStatus />}>
              <Game />
            </Suspense>
          ) : (
            <p className="page-status" role="status">
              {t('game_unavailable')}
            </p>
          )}
        </main>
        <Sheet title={t('fairness_title')} open={panel === 'fairness'} onClose={() => setPanel('none')}>
          <FairnessPanel fairness={fairness} onChange={setFairness} disabled={locked} />
        </Sheet>
        <Sheet title={t('help_title')} open={panel === 'help'} onClose={() => setPanel('none')}>
          <HelpPanel />
        </Sheet>
      </div>
    </GameContext.Provider>
  );
}

function readStoredBet(session: GameSession): bigint | null {
  try {
    const stored = localStorage.getItem(betKey(session.game.gameCode, session.currency));
    return stored && /^\d{1,15}$/.test(stored) ? BigInt(stored) : null;
  } catch {
    return null;
  }
}

/** After a failed play, the balance is read again: the failure may have happened after the stake was taken. */
function refreshBalance(set: (minor: bigint) => void) {
  gamesApi
    .call(gamesApiEndpoints.balance, {})
    .then((answer) => set(toMinor(answer.balance)))
    .catch(() => undefined);
}
