import { createHash } from 'node:crypto';
import { DomainError, toWireMoney, type LotteryGameSettingsInput, type LotterySettings } from '@ficha/contract';
import { lotteryBetTypes, lotteryOddsTable, type LotteryKind, type LotteryPrizeMode } from '@ficha/engines';
import type { ProviderTx, SessionRow } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import type { MerchantGameRow, StoredBetLimits } from '../../db/schema/index.ts';
import { lotteryGames, lotteryGameOf } from '../catalog/lottery-games.ts';
import {
  insertSessionMerchant,
  lockMerchantDraw,
  merchantCancelledDraw,
  merchantGameRow,
  merchantGameRows,
  merchantOfLaunch,
  merchantTicketsOnDraws,
  playerStakeOnDraw,
  refundedRoundStates,
  upsertMerchantGame,
} from './merchants.queries.ts';
import { selectionLiabilities, type LiabilityTicket } from './selection-liability.ts';

const launchTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const wireOrNull = (minor: bigint | null) => (minor === null ? null : toWireMoney(minor));
const minorOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : BigInt(text));

/** A ticket about to be written on a draw, as the limits per draw check it. */
export interface DrawGuardInput {
  session: SessionRow;
  drawId: number;
  kind: LotteryKind;
  ticket: LiabilityTicket;
  stakeMinor: bigint;
}

/**
 * The lottery per merchant (decision 0084): which merchant each launch was for, each merchant's settings of each
 * game (on or off, stake bounds per bet type, the most a player stakes on one draw, the most the merchant may owe
 * on one selection of a draw) and their enforcement on the betting path. A session whose launch named no merchant
 * (demo play) plays with the deployment's limits only.
 */
export function createMerchantService(
  db: LotteryDb,
  deps: { prizeMode: LotteryPrizeMode; minUnitMinor: bigint; maxStakeMinor: bigint },
) {
  function gameView(gameCode: string, kind: LotteryKind, row: MerchantGameRow | undefined) {
    const limits = row?.betLimits ?? {};
    return {
      gameCode,
      kind,
      enabled: row?.enabled ?? true,
      maxStakePerDraw: wireOrNull(row?.maxStakePerDrawMinor ?? null),
      maxPayoutPerDraw: wireOrNull(row?.maxPayoutPerDrawMinor ?? null),
      betLimits: Object.entries(limits).map(([betType, limit]) => ({
        betType,
        minStake: wireOrNull(minorOrNull(limit.min)),
        maxStake: wireOrNull(minorOrNull(limit.max)),
      })),
      odds: lotteryOddsTable(kind, deps.prizeMode),
      betTypes: Object.keys(lotteryBetTypes[kind]),
    };
  }

  async function settings(merchantCode: string): Promise<LotterySettings> {
    const rows = new Map((await merchantGameRows(db, merchantCode)).map((row) => [row.gameCode, row]));
    return {
      prizeMode: deps.prizeMode,
      minUnit: toWireMoney(deps.minUnitMinor),
      maxStake: toWireMoney(deps.maxStakeMinor),
      games: lotteryGames.map((game) => gameView(game.gameCode, game.kind, rows.get(game.gameCode))),
    };
  }

  /** The merchant of a session, or undefined (demo play, a launch that named none). */
  const merchantOf = (session: SessionRow) => merchantOfLaunch(db, session.launchTokenHash);

  return {
    settings,
    merchantOf,

    /** Keeps the merchant a real launch names, before the launch is registered (so no session lacks it). */
    async recordLaunch(launchToken: string, merchantCode: string | undefined): Promise<void> {
      if (merchantCode !== undefined) await insertSessionMerchant(db, launchTokenHash(launchToken), merchantCode);
    },

    /** Saves one game's settings: unknown games and bet types are refused. */
    async saveGame(
      merchantCode: string,
      input: Omit<LotteryGameSettingsInput, 'maxStakePerDraw' | 'maxPayoutPerDraw' | 'betLimits'> & {
        maxStakePerDraw: bigint | null;
        maxPayoutPerDraw: bigint | null;
        betLimits: Array<{ betType: string; minStake: bigint | null; maxStake: bigint | null }>;
      },
    ): Promise<LotterySettings> {
      const game = lotteryGameOf(input.gameCode);
      if (!game) throw new DomainError('game_not_found');
      const betLimits: StoredBetLimits = {};
      for (const limit of input.betLimits) {
        if (!Object.hasOwn(lotteryBetTypes[game.kind], limit.betType)) {
          throw new DomainError('lottery_bet_invalid', { detail: `bet_type_unknown: ${limit.betType}` });
        }
        if (limit.minStake === null && limit.maxStake === null) continue;
        betLimits[limit.betType] = {
          min: limit.minStake === null ? null : String(limit.minStake),
          max: limit.maxStake === null ? null : String(limit.maxStake),
        };
      }
      await upsertMerchantGame(db, {
        merchantCode,
        gameCode: game.gameCode,
        enabled: input.enabled,
        maxStakePerDrawMinor: input.maxStakePerDraw,
        maxPayoutPerDrawMinor: input.maxPayoutPerDraw,
        betLimits,
      });
      return settings(merchantCode);
    },

    /**
     * A ticket's game and stake against the merchant's settings, before anything is written: a game switched off
     * is `lottery_game_off`, a stake outside its bet type's bounds `bet_out_of_range`. Answers the merchant.
     */
    async checkTicket(session: SessionRow, betType: string, stakeMinor: bigint): Promise<string | undefined> {
      const merchantCode = await merchantOf(session);
      if (merchantCode === undefined) return undefined;
      const row = await merchantGameRow(db, merchantCode, session.gameCode);
      if (row && !row.enabled) throw new DomainError('lottery_game_off');
      const limit = row?.betLimits[betType];
      if (limit) {
        const min = minorOrNull(limit.min);
        const max = minorOrNull(limit.max);
        if ((min !== null && stakeMinor < min) || (max !== null && stakeMinor > max)) {
          throw new DomainError('bet_out_of_range');
        }
      }
      return merchantCode;
    },

    /**
     * Inside a ticket's transaction, its draw already locked against drawing: the merchant's tickets on the draw
     * serialised, then refused when the merchant cancelled the draw (`lottery_draw_closed`), when the player's
     * stakes on it would pass the limit (`lottery_stake_limit`) or when any of its selections would owe more than
     * the payout limit (`lottery_payout_limit`). Nothing is debited before this passes.
     */
    async guardDraw(tx: ProviderTx, input: DrawGuardInput): Promise<void> {
      const on = tx as unknown as LotteryDb;
      const merchantCode = await merchantOfLaunch(on, input.session.launchTokenHash);
      if (merchantCode === undefined) return;
      await lockMerchantDraw(on, merchantCode, input.drawId);
      if (await merchantCancelledDraw(on, merchantCode, input.drawId)) throw new DomainError('lottery_draw_closed');
      const row = await merchantGameRow(on, merchantCode, input.session.gameCode);
      if (!row) return;
      if (row.maxStakePerDrawMinor !== null) {
        const staked = await playerStakeOnDraw(on, input.session.playerKey!, input.drawId);
        if (staked + input.stakeMinor > row.maxStakePerDrawMinor) throw new DomainError('lottery_stake_limit');
      }
      if (row.maxPayoutPerDrawMinor !== null) {
        const held = (await merchantTicketsOnDraws(on, merchantCode, [input.drawId])).filter(
          (ticket) => !(refundedRoundStates as readonly string[]).includes(ticket.state),
        );
        const after = selectionLiabilities(input.kind, deps.prizeMode, [...held, input.ticket]);
        const mine = new Set(selectionLiabilities(input.kind, deps.prizeMode, [input.ticket]).map((s) => s.selection));
        if (after.some((s) => mine.has(s.selection) && s.payoutMinor > row.maxPayoutPerDrawMinor!)) {
          throw new DomainError('lottery_payout_limit');
        }
      }
    },
  };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
