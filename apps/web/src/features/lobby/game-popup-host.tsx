import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@ficha/ui';
import { ContainerGames } from './container-popup.tsx';
import { GameFrame } from './game-frame.tsx';
import { gamePopups, useGamePopup, type GamePopup } from './game-popup-store.ts';
import { useLaunch } from './use-launch.ts';
import './games-launch.css';

/** The popup the launch flow opened, if any: the game in its frame, a container's list or a trial refusal. */
export function GamePopupHost() {
  const popup = useGamePopup();
  if (!popup) return null;
  return <GamePopupDialog key={keyOf(popup)} popup={popup} />;
}

function keyOf(popup: GamePopup): string {
  if (popup.kind === 'game') return `game-${popup.nodeId}-${popup.mode}`;
  if (popup.kind === 'container') return `container-${popup.vassalage}`;
  return popup.kind;
}

function GamePopupDialog({ popup }: { popup: GamePopup }) {
  const { t } = useTranslation('lobby');
  const { t: tError } = useTranslation('errors');
  const launch = useLaunch();
  const openingBase = useId();
  const [attempt, setAttempt] = useState(0);
  const messageId = useId();
  // The game's own header replaces the window's once the game says it draws one (decision 0086).
  const [gameHasHeader, setGameHasHeader] = useState(false);

  if (popup.kind === 'trial-refused') {
    return (
      <Dialog
        title={t('trial_refused_title')}
        closeLabel={t('close')}
        onClose={gamePopups.close}
        size="small"
        role="alertdialog"
        describedBy={messageId}
      >
        <p id={messageId}>{tError('in_need_true_account')}</p>
        <Button data-autofocus onClick={gamePopups.close}>
          {t('understood')}
        </Button>
      </Dialog>
    );
  }
  if (popup.kind === 'container') {
    return (
      <Dialog title={popup.title} closeLabel={t('close')} onClose={gamePopups.close}>
        <ContainerGames vassalage={popup.vassalage} gameType={popup.gameType} title={popup.title} />
      </Dialog>
    );
  }
  return (
    <Dialog
      title={popup.title}
      closeLabel={t('close_game', { name: popup.title })}
      onClose={gamePopups.close}
      size="full"
      isHeaderHidden={gameHasHeader}
    >
      <GameFrame
        nodeId={popup.nodeId}
        title={popup.title}
        mode={popup.mode}
        openingId={`${openingBase}-${attempt}`}
        onRetry={() => {
          setGameHasHeader(false);
          setAttempt(attempt + 1);
        }}
        onLaunchAlternative={(game) => launch({ kind: 'game', game })}
        hostHeader={{ onGameHeader: () => setGameHasHeader(true), onGameClose: gamePopups.close }}
      />
    </Dialog>
  );
}
