import type { GameItem, LgwDraw, LgwGame, LotteryDraw, LotteryGroupCode, LotteryProviderGame } from '@ficha/contract';

/** The category (SPEC §3 lottery image categories) of each kind of numbers a provider of ours draws. */
const groupOfKind: Readonly<Record<string, LotteryGroupCode>> = {
  ssc: 'SSC',
  pk10: 'PK10',
  '11x5': '11X5',
  k3: 'K3',
  lhc: 'LHC',
};

/** A provider's draw as the gateway shows it: `numero` is its code, `winningNumber` its numbers joined. */
export function lgwDrawOf(draw: LotteryDraw): LgwDraw {
  return {
    gameCode: draw.gameCode,
    numero: draw.drawCode,
    state: draw.state,
    closeTime: draw.closesAt,
    drawTime: draw.drawAt,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: draw.serverSeed,
    numbers: draw.numbers,
    winningNumber: draw.numbers ? draw.numbers.join(',') : null,
  };
}

/**
 * A menu entry: the merchant's catalog item (name in the request language, nodeId, lane = prize mode) with the
 * provider's category and pace; null for a game of a kind the gateway has no category for, or listed outside
 * the lottery lanes.
 */
export function lgwGameOf(item: GameItem, game: LotteryProviderGame): LgwGame | null {
  const gameGroupCode = groupOfKind[game.kind];
  if (!gameGroupCode || (item.gameType !== 'LOTT' && item.gameType !== 'ELOTT') || !item.gameCode) return null;
  return {
    gameCode: item.gameCode,
    gameName: item.gameName,
    nodeId: item.nodeId,
    vassalage: item.vassalage,
    gameGroupCode,
    prizeMode: item.gameType,
    everySeconds: game.everySeconds,
    iconUrl: item.iconUrl,
    underMaintenance: item.underMaintenance,
  };
}
