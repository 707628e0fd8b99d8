import type { GameItem, GameType, VendorCard } from '@ficha/contract';
import { gameTypePaths } from './game-types.ts';

/** Who is starting the game (SPEC §4 "Visitor states"). */
export type Starter = 'visitor' | 'trial' | 'member';

/** What is being started: a game of a list, or a vendor card of a lane. */
export type LaunchTarget = { kind: 'game'; game: GameItem } | { kind: 'vendor'; card: VendorCard };

export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'trial-refused' }
  | { kind: 'navigate'; to: string }
  | { kind: 'container'; vassalage: string; gameType: GameType; title: string }
  | { kind: 'play'; nodeId: number; title: string };

/** Lottery vendors whose games have their own pages (SPEC §4 "Starting a game", upstream-api §4.3). */
const lotteryPages: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value }).toString()}`;
}

/**
 * SPEC §4 "Starting a game": a visitor is asked to sign in; a trial account is refused; a real account
 * goes on by vassalage: lottery vendors to their pages (query gameCode), and any lottery game (lane LOTT or
 * ELOTT) to `/lottery`; a container item opens a popup
 * game list; a vendor card of type RNG goes to /rng with its vassalage; anything else launches in place.
 */
export function launchStep(target: LaunchTarget, starter: Starter): LaunchStep {
  if (starter === 'visitor') return { kind: 'login' };
  if (starter === 'trial') return { kind: 'trial-refused' };
  const item = target.kind === 'game' ? target.game : target.card;
  const lotteryPage = lotteryPages[item.vassalage];
  if (lotteryPage) return { kind: 'navigate', to: withQuery(lotteryPage, 'gameCode', item.gameCode ?? '') };
  if (target.kind === 'vendor') {
    const { card } = target;
    if (card.gameType === 'RNG')
      return { kind: 'navigate', to: withQuery(gameTypePaths.RNG, 'vassalage', card.vassalage) };
    if (card.isGame === 'VASSALAGE' || card.nodeId === null) {
      return { kind: 'container', vassalage: card.vassalage, gameType: card.gameType, title: card.displayName };
    }
    return { kind: 'play', nodeId: card.nodeId, title: card.displayName };
  }
  const { game } = target;
  // A lottery game of another vendor (ours, FICHA_LOTTO) opens on the site's lottery page too (decision 0071).
  if (game.isGame === 'GAME' && game.gameCode && (game.gameType === 'LOTT' || game.gameType === 'ELOTT')) {
    return { kind: 'navigate', to: withQuery('/lottery', 'gameCode', game.gameCode) };
  }
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'container', vassalage: game.vassalage, gameType: game.gameType, title: game.gameName };
  }
  return { kind: 'play', nodeId: game.nodeId, title: game.gameName };
}
