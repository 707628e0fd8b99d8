import type { RecordedCall } from './recorded-call.ts';

type Params = RecordedCall['params'];

const visitor = (source: string, path: string, params: Params = {}): RecordedCall => ({
  source,
  method: 'GET',
  path,
  params,
  caller: 'visitor',
});
const player = (source: string, path: string, params: Params = {}): RecordedCall => ({
  ...visitor(source, path, params),
  caller: 'player',
});

/**
 * The lottery gateway's calls (upstream-api §1.7, SPEC §7; decision 0071) and the lottery launcher (§1.4
 * lottLabby). Where the map records no parameter, the call is sent bare; `(I)` marks a parameter we infer. The
 * Vietnamese calls (`/lgw/vn/*`) are not served. The test platform runs no lottery, so the calls answer with an
 * empty lottery or a refusal of the game: what matters here is that each reaches its route with its parameters.
 */
export const lotteryCalls: RecordedCall[] = [
  visitor('upstream-api §1.7 game menus', '/lgw/games/game_menus', { prizeMode: 'Lott' }),
  visitor('upstream-api §1.7 lott games (A)', '/lgw/games'),
  player('upstream-api §1.7 recent lott games', '/lgw/games/game_menus/recent'),
  player('upstream-api §1.7 opened numero (D)', '/lotto/lgw/games/opened/numero'),
  player('upstream-api §1.7 opened numero (A)', '/lgw/games/opened/numero'),
  player('upstream-api §1.7 opened numero of one game (I: gameCode, pageSize)', '/lotto/lgw/games/opened/numero', {
    gameCode: 'ssc-1m',
    pageSize: 30,
  }),
  visitor('upstream-api §1.7 popular (A)', '/lgw/games/popular'),
  visitor('upstream-api §1.7 draw', '/lgw/draw'),
  visitor('upstream-api §1.7 draw by code (I: the code as query)', '/lgw/draw/code/', { code: 'SSC1-202611271200' }),
  visitor('upstream-api §1.7 issue (nearest draw)', '/lgw/numeros/near'),
  player('upstream-api §1.4 lottery launcher (lottLabby)', '/wps/game/launchGame', {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'LOTT',
    lottoGameCode: 'ssc-1m',
    lottoView: 'betting',
    device: 'WEB',
    backUrl: 'https://brand.example/lottery',
    language: 'EN',
  }),
];
