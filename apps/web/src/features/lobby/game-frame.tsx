import type { GameItem } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState } from '@ficha/ui';
import { TopProgressBar } from '../../ui/top-progress-bar.tsx';
import { useTheme } from '../../lib/theme-store.ts';
import { GameMaintenance } from './game-maintenance.tsx';
import type { PlayMode } from './game-popup-store.ts';
import { gameFrameUrl } from './launch-route.ts';
import { launchQuery, maintenanceAlternatives } from './launch-queries.ts';

export interface GameFrameProps {
  nodeId: number;
  title: string;
  mode: PlayMode;
  /** Identifies this opening of the game: a new id launches again. */
  openingId: string;
  onRetry: () => void;
  /** Starts a suggested game instead (the maintenance answer's alternatives). */
  onLaunchAlternative: (game: GameItem) => void;
}

/**
 * A launched game in an embedded frame (SPEC §2.5 "game popup", §7.2 launchGame): a progress bar while
 * the launch URL is asked for and while the game's page loads; the page gets the site's theme in the
 * URL. A game under maintenance shows popular alternatives (SPEC §2.9); other refusals say why.
 */
export function GameFrame({ nodeId, title, mode, openingId, onRetry, onLaunchAlternative }: GameFrameProps) {
  const { t } = useTranslation('lobby');
  const errorMessage = useErrorMessage();
  const theme = useTheme();
  const launch = useQuery(launchQuery(nodeId, openingId, mode));
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  if (launch.isPending) {
    return (
      <div className="game-frame game-frame--status">
        <TopProgressBar isActive label={t('game_loading', { name: title })} />
        <p role="status">{t('game_loading', { name: title })}</p>
      </div>
    );
  }
  if (launch.isError) {
    const alternatives = maintenanceAlternatives(launch.error);
    if (alternatives) return <GameMaintenance alternatives={alternatives} onLaunch={onLaunchAlternative} />;
    const isRefusal = launch.error instanceof ApiError && launch.error.status >= 400 && launch.error.status < 500;
    return (
      <div className="game-frame game-frame--status">
        {isRefusal ? (
          <p role="alert">{errorMessage(launch.error)}</p>
        ) : (
          <ErrorState message={errorMessage(launch.error)} retryLabel={t('retry')} onRetry={onRetry} />
        )}
      </div>
    );
  }
  const url = gameFrameUrl(launch.data.content.game_url, theme, window.location.href);
  if (!url) {
    return (
      <div className="game-frame game-frame--status">
        <ErrorState message={t('game_bad_url')} retryLabel={t('retry')} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div className="game-frame">
      <TopProgressBar isActive={loadedUrl !== url} label={t('game_loading', { name: title })} />
      <iframe
        className="game-frame__iframe"
        src={url}
        title={title}
        allow="fullscreen; autoplay; clipboard-write"
        allowFullScreen
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedUrl(url)}
      />
    </div>
  );
}
