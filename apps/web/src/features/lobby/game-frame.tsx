import type { GameItem } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { useQuery } from '@tanstack/react-query';
import { gameFrameMessage, readGameFrameMessage } from '@ficha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState } from '@ficha/ui';
import { TopProgressBar } from '../../ui/top-progress-bar.tsx';
import { useTheme } from '../../lib/theme-store.ts';
import { GameMaintenance } from './game-maintenance.tsx';
import type { PlayMode } from './game-popup-store.ts';
import { gameFrameUrl } from '../../lib/game-frame-url.ts';
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
  /**
   * Given by a window that can hand its header to the game (the game popup, decision 0086): called once the
   * game says it draws its own header and close; `onGameClose` when its close button is pressed.
   */
  hostHeader?: { onGameHeader: () => void; onGameClose: () => void };
}

/**
 * A launched game in an embedded frame (SPEC §2.5 "game popup", §7.2 launchGame): a progress bar while
 * the launch URL is asked for and while the game's page loads; the page gets the site's theme in the
 * URL. A game under maintenance shows popular alternatives (SPEC §2.9); other refusals say why.
 */
export function GameFrame({
  nodeId,
  title,
  mode,
  openingId,
  onRetry,
  onLaunchAlternative,
  hostHeader,
}: GameFrameProps) {
  const { t } = useTranslation('lobby');
  const errorMessage = useErrorMessage();
  const theme = useTheme();
  const launch = useQuery(launchQuery(nodeId, openingId, mode));
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url = launch.data ? gameFrameUrl(launch.data.content.game_url, theme, window.location.href) : null;
  const frame = useHeaderHandOver(url, hostHeader);

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
        ref={frame}
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

/**
 * Listens to the framed game (decision 0086): only messages from this frame's window and the game URL's
 * origin count. A game that draws its own header gets `hosted` back, and its close closes the window.
 */
function useHeaderHandOver(url: string | null, hostHeader: GameFrameProps['hostHeader']) {
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef(hostHeader);
  useEffect(() => {
    host.current = hostHeader;
  });
  const hosting = hostHeader !== undefined;
  useEffect(() => {
    if (!url || !hosting) return;
    const origin = new URL(url).origin;
    const listen = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      if (!game || event.source !== game || event.origin !== origin) return;
      const message = readGameFrameMessage(event.data);
      if (message === 'header') {
        host.current?.onGameHeader();
        game.postMessage(gameFrameMessage('hosted'), origin);
      }
      if (message === 'close') host.current?.onGameClose();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, hosting]);
  return frame;
}
