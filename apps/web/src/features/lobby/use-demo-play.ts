import type { GameItem } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session.ts';
import { gamePopups } from './game-popup-store.ts';
import { demoVendorsQuery } from './queries.ts';

/**
 * Demo play for visitors and trial accounts (issue 12): where the merchant has it on and the game's vendor is one
 * whose games open in demo mode (our own game server's), the starter of a demo opening of the game; else null.
 */
export function useDemoPlay(): (game: GameItem) => (() => void) | null {
  const session = useSession();
  const eligible = !session.isLoggedIn || session.isTrial;
  const { data } = useQuery(demoVendorsQuery(eligible));
  return (game) => {
    if (!eligible || !data?.enabled || game.isGame !== 'GAME' || game.underMaintenance) return null;
    if (!data.vassalages.includes(game.vassalage)) return null;
    return () => gamePopups.open({ kind: 'game', nodeId: game.nodeId, title: game.gameName, mode: 'demo' });
  };
}
