import type { LgwGame } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { Button, ErrorState, Icon } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { gameFrameUrl } from '../../lib/game-frame-url.ts';
import { useTheme } from '../../lib/theme-store.ts';
import { lotteryLaunchQuery } from './lottery-queries.ts';

export interface LotteryFrameProps {
  game: LgwGame;
  /** Identifies this opening: a new id launches again. */
  openingId: string;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The lottery's betting page in a frame inside the site's lottery page (upstream: an in-page frame through the
 * lottery launcher), opened by `launchGame` with `launchMode=LOTT`; a refusal says why.
 */
export function LotteryFrame({ game, openingId, onRetry, onClose }: LotteryFrameProps) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const theme = useTheme();
  const launch = useQuery(lotteryLaunchQuery(game, openingId));
  const sectionRef = useRef<HTMLElement>(null);
  // The game opens below the draw: bring it into view (on a phone it would start under the fold).
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  let body;
  if (launch.isPending) {
    body = (
      <p className="lottery-frame__status" role="status">
        {t('game_loading', { name: game.gameName })}
      </p>
    );
  } else if (launch.isError) {
    const isRefusal = launch.error instanceof ApiError && launch.error.status >= 400 && launch.error.status < 500;
    body = isRefusal ? (
      <p className="lottery-frame__status" role="alert">
        {errorMessage(launch.error)}
      </p>
    ) : (
      <ErrorState message={errorMessage(launch.error)} retryLabel={t('retry')} onRetry={onRetry} />
    );
  } else {
    const url = gameFrameUrl(launch.data.content.game_url, theme, window.location.href);
    body = url ? (
      <iframe
        className="lottery-frame__iframe"
        src={url}
        title={game.gameName}
        allow="fullscreen; clipboard-write"
        referrerPolicy="no-referrer"
      />
    ) : (
      <ErrorState message={t('frame_bad_url')} retryLabel={t('retry')} onRetry={onRetry} />
    );
  }
  return (
    <section
      ref={sectionRef}
      className="lottery-card lottery-frame"
      aria-label={game.gameName}
      data-testid="lottery-game"
    >
      <div className="lottery-frame__bar">
        <h2 className="lottery-card__title">{game.gameName}</h2>
        <Button variant="secondary" size="small" onClick={onClose}>
          <Icon name="close" size="small" />
          {t('close_game')}
        </Button>
      </div>
      {body}
    </section>
  );
}
