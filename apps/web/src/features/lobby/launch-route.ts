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
 * goes on by vassalage: lottery vendors to their pages (query gameCode); a container item opens a popup
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
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'container', vassalage: game.vassalage, gameType: game.gameType, title: game.gameName };
  }
  return { kind: 'play', nodeId: game.nodeId, title: game.gameName };
}

/**
 * The game URL the popup frames, with the site's theme (the game server's page reads `theme` and `lang`),
 * or null for anything but http(s), so a provider's answer can never run script in the site's origin.
 */
export function gameFrameUrl(url: string, theme: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  parsed.searchParams.set('theme', theme);
  return parsed.href;
}
