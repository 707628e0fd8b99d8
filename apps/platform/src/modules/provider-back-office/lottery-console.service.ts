import { lotteryEndpoints, lotteryReportMaxDays, lotteryReportTimeZone, toWireMoney } from '@ficha/contract';
import type { AgentReportPeriod } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { reportRange } from '../agent-reports/report-periods.ts';
import type { ProviderBackOfficeService } from './provider-back-office.service.ts';

const wireOrNull = (minor: bigint | null) => (minor === null ? null : toWireMoney(minor));

/** One game's settings as the console sends them (amounts already in minor units). */
export interface LotteryGameSettingsChange {
  gameCode: string;
  enabled: boolean;
  maxStakePerDraw: bigint | null;
  maxPayoutPerDraw: bigint | null;
  betLimits: Array<{ betType: string; minStake: bigint | null; maxStake: bigint | null }>;
}

/**
 * The console's lottery section (issue 18, decision 0084) over the provider back-office path: reads pass through,
 * changes are audited on the platform with the operator, the time and what changed — a draw's cancellation with
 * its reason and what the lottery refunded.
 */
export function createLotteryConsoleService(
  db: Db,
  deps: { backOffice: ProviderBackOfficeService; audit: AuditService; merchants: MerchantService },
) {
  async function open(merchantId: number, providerCode: string) {
    return deps.backOffice.open(await deps.merchants.byId(merchantId), providerCode, 'lottery');
  }

  return {
    async providers(merchantId: number) {
      return { list: await deps.backOffice.providersOf(await deps.merchants.byId(merchantId), 'lottery') };
    },

    async settings(merchantId: number, providerCode: string) {
      return (await open(merchantId, providerCode)).call(lotteryEndpoints.backOfficeSettings, {});
    },

    async saveGame(merchantId: number, providerCode: string, change: LotteryGameSettingsChange, actor: Actor) {
      const office = await open(merchantId, providerCode);
      const before = (await office.call(lotteryEndpoints.backOfficeSettings, {})).games.find(
        (game) => game.gameCode === change.gameCode,
      );
      const fields = {
        gameCode: change.gameCode,
        enabled: change.enabled,
        maxStakePerDraw: wireOrNull(change.maxStakePerDraw),
        maxPayoutPerDraw: wireOrNull(change.maxPayoutPerDraw),
        betLimits: change.betLimits.map((limit) => ({
          betType: limit.betType,
          minStake: wireOrNull(limit.minStake),
          maxStake: wireOrNull(limit.maxStake),
        })),
      };
      const settings = await office.call(lotteryEndpoints.backOfficeSaveGame, fields);
      const after = settings.games.find((game) => game.gameCode === change.gameCode);
      const kept = (game: typeof after) =>
        game && {
          enabled: game.enabled,
          maxStakePerDraw: game.maxStakePerDraw,
          maxPayoutPerDraw: game.maxPayoutPerDraw,
          betLimits: game.betLimits,
        };
      await deps.audit.record(db, {
        merchantId,
        actor,
        action: 'lottery.settings.save',
        target: `lottery:${providerCode}:${change.gameCode}`,
        before: kept(before) ?? null,
        after: kept(after) ?? null,
      });
      return settings;
    },

    async draws(merchantId: number, providerCode: string, gameCode: string) {
      return (await open(merchantId, providerCode)).call(lotteryEndpoints.backOfficeCalendar, { gameCode });
    },

    /**
     * Cancels a draw for the merchant. The lottery's cancellation is once-only, so the audit row is written when
     * the lottery answers: a lost answer is retried by the operator and audited then (`alreadyCancelled`).
     */
    async cancel(merchantId: number, providerCode: string, input: { drawCode: string; reason: string }, actor: Actor) {
      const office = await open(merchantId, providerCode);
      const answer = await office.call(lotteryEndpoints.backOfficeCancelDraw, input);
      await deps.audit.record(db, {
        merchantId,
        actor,
        action: 'lottery.draw.cancel',
        target: `lottery:${providerCode}:${input.drawCode}`,
        before: null,
        after: { reason: input.reason, ...answer },
      });
      return answer;
    },

    /**
     * The lottery's report over a period (decision 0090): the period resolved to days of the lottery's time zone
     * (UTC, the days of its draw codes) with the console's report rules — a custom range real days, in order, at
     * most 92 — before the lottery is asked.
     */
    async report(
      merchantId: number,
      providerCode: string,
      period: { period: AgentReportPeriod; startDate?: string | undefined; endDate?: string | undefined },
    ) {
      const range = reportRange(period, {
        timeZone: lotteryReportTimeZone,
        now: new Date(),
        maxDays: lotteryReportMaxDays,
      });
      return (await open(merchantId, providerCode)).call(lotteryEndpoints.backOfficeReport, {
        from: range.firstDay,
        to: range.lastDay,
      });
    },

    async liability(merchantId: number, providerCode: string, gameCode: string) {
      return (await open(merchantId, providerCode)).call(lotteryEndpoints.backOfficeLiability, { gameCode });
    },
  };
}

export type LotteryConsoleService = ReturnType<typeof createLotteryConsoleService>;
