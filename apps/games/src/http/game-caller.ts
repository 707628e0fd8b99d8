import { crashEndpoints, DomainError, gamesApiEndpoints, slotGameCodes, type GameCode } from '@ficha/contract';
import { gameSessionCaller, type GameSessions } from '@ficha/provider-kit';

const slotCodes: readonly string[] = slotGameCodes;

/** The game a call is for (a slot spin needs a slot session, and so on); calls absent here serve any session. */
const gameOfCall = new Map<string, 'slot' | GameCode>([
  [gamesApiEndpoints.slotSpin.name, 'slot'],
  [gamesApiEndpoints.dicePlay.name, 'dice'],
  [gamesApiEndpoints.limboPlay.name, 'limbo'],
  [gamesApiEndpoints.plinkoPlay.name, 'plinko'],
  [gamesApiEndpoints.kenoPlay.name, 'keno'],
  [gamesApiEndpoints.wheelPlay.name, 'wheel'],
  [gamesApiEndpoints.minesStart.name, 'mines'],
  [gamesApiEndpoints.minesPick.name, 'mines'],
  [gamesApiEndpoints.minesCashOut.name, 'mines'],
  [gamesApiEndpoints.hiloStart.name, 'hilo'],
  [gamesApiEndpoints.hiloGuess.name, 'hilo'],
  [gamesApiEndpoints.hiloCashOut.name, 'hilo'],
  [crashEndpoints.bet.name, 'crash'],
  [crashEndpoints.cashOut.name, 'crash'],
]);

/** The game page as the caller of `game` calls: its live session, of a game the call is for (else game_not_found). */
export function gameCaller(sessions: Pick<GameSessions, 'fromHeader'>) {
  return gameSessionCaller(sessions, (session, endpoint) => {
    const game = gameOfCall.get(endpoint.name);
    const sessionGame = slotCodes.includes(session.gameCode) ? 'slot' : session.gameCode;
    if (game !== undefined && sessionGame !== game) throw new DomainError('game_not_found');
  });
}
