import {
  gameTypes,
  pointRewardArts,
  readMoneyInput,
  savePointReward,
  saveVipRanks,
  updatePointSettings,
  type EndpointInput,
  type GameType,
  type PointConfig,
  type VipRank,
} from '@ficha/contract';
import { problemMessage, problemOfIssue } from '@ficha/ui/forms';
import { z } from 'zod';

/**
 * The loyalty forms' texts as typed, and the request bodies they become (decision 0060): whole numbers for
 * points, rates, stock and sort; money as the wire's decimal number (`readMoneyInput`, no float maths). A text
 * that is no such number is the field's problem (`whole_number`, `money_format`); the contract's request schema
 * judges the body in the same pass (`judgeBy`), so the console refuses what the server would, with the same reasons.
 */

/** A whole number typed in a field (digits only, spaces around allowed), or null when it is not one. */
export function readWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Money typed in a field that may be zero (a reward's value, a rank threshold): empty or 0 is zero. */
export function readMoneyOrZero(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^0+([.,]0{1,2})?$/.test(trimmed)) return 0;
  const read = readMoneyInput(trimmed);
  return read.ok ? read.amount : null;
}

/** Where the texts' own problems go: the form's issues, remembering which inputs have one. */
interface Problems {
  flagged: Set<string>;
  addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void;
}

function problemsOf(ctx: z.RefinementCtx): Problems {
  const flagged = new Set<string>();
  return {
    flagged,
    addIssue: (issue) => {
      flagged.add(issue.path.join('.'));
      ctx.addIssue(issue);
    },
  };
}

const wholeIn = (draft: Record<string, unknown>, key: string, ctx: Problems, path: PropertyKey[] = [key]) => {
  const value = readWholeNumber(String(draft[key] ?? ''));
  if (value === null) ctx.addIssue({ code: 'custom', path, message: 'whole_number' });
  return value ?? 0;
};

const moneyIn = (draft: Record<string, unknown>, key: string, ctx: Problems, path: PropertyKey[] = [key]) => {
  const value = readMoneyOrZero(String(draft[key] ?? ''));
  if (value === null) ctx.addIssue({ code: 'custom', path, message: 'money_format' });
  return value ?? 0;
};

/**
 * Judges a built body with the endpoint's request schema (the contract's) in the same pass as the texts' own
 * checks, so every problem shows at once; a field whose text is already wrong keeps that problem. `depth`: how
 * much of an issue's path names the input (1: `points`; 3: `ranks.2.lifetimeBets`).
 */
function judgeBy(request: z.ZodType, body: unknown, ctx: Problems, depth = 1) {
  const { flagged } = ctx;
  const checked = request.safeParse(body, { error: (issue) => problemMessage(problemOfIssue(issue)) });
  for (const issue of checked.error?.issues ?? []) {
    const path = issue.path.slice(0, depth);
    const key = path.join('.');
    if (flagged.has(key)) continue;
    flagged.add(key);
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
}

// ---- Mall rewards ----

export type RewardBody = EndpointInput<typeof savePointReward>;
export type RewardArtName = (typeof pointRewardArts)[number];

export const rewardDraftSchema = z.object({
  kind: z.enum(['cash', 'bonus', 'item']),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  art: z.enum(pointRewardArts),
  points: z.string(),
  value: z.string(),
  /** Empty: unlimited. */
  stock: z.string(),
  active: z.boolean(),
  sort: z.string(),
});
export type RewardDraft = z.infer<typeof rewardDraftSchema>;

export const emptyRewardDraft: RewardDraft = {
  kind: 'item',
  name: '',
  description: '',
  imageUrl: '',
  art: 'gift',
  points: '',
  value: '',
  stock: '',
  active: true,
  sort: '0',
};

/** A saved reward as the form's texts. */
export function rewardDraftOf(reward: {
  kind: RewardDraft['kind'];
  name: string;
  description: string;
  imageUrl: string;
  art: string;
  points: number;
  value: number;
  stock: number | null;
  active: boolean;
  sort: number;
}): RewardDraft {
  const art = pointRewardArts.find((name) => name === reward.art) ?? 'gift';
  return {
    kind: reward.kind,
    name: reward.name,
    description: reward.description,
    imageUrl: reward.imageUrl,
    art,
    points: String(reward.points),
    value: reward.kind === 'item' ? '' : reward.value.toFixed(2),
    stock: reward.stock === null ? '' : String(reward.stock),
    active: reward.active,
    sort: String(reward.sort),
  };
}

/** The reward form's schema: its texts → the `savePointReward` body (with `id` when editing), checked by the contract. */
export function rewardFormSchema(id: number | undefined) {
  return rewardDraftSchema.transform((draft, refinement): RewardBody => {
    const ctx = problemsOf(refinement);
    const stockText = draft.stock.trim();
    const value = draft.kind === 'item' && draft.value.trim() === '' ? 0 : moneyIn(draft, 'value', ctx);
    if ((draft.kind === 'item') !== (value === 0))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'value_for_kind' });
    const body = {
      ...(id === undefined ? {} : { id }),
      kind: draft.kind,
      name: draft.name.trim(),
      description: draft.description.trim(),
      imageUrl: draft.imageUrl.trim(),
      art: draft.art,
      points: wholeIn(draft, 'points', ctx),
      value,
      stock: stockText === '' ? null : wholeIn(draft, 'stock', ctx),
      active: draft.active,
      sort: wholeIn(draft, 'sort', ctx),
    };
    judgeBy(savePointReward.request, body, ctx);
    return body;
  });
}

// ---- Point rules ----

export type RulesBody = EndpointInput<typeof updatePointSettings>;

/** Points per 100.00 by game type (empty: the default rate applies), for deposits, and the conversion. */
export interface RulesDraft {
  [key: string]: string | boolean;
  defaultBetRate: string;
  depositRate: string;
  convertPoints: string;
  convertAmount: string;
  convertCash: boolean;
  convertBonus: boolean;
  bonusMultiplier: string;
  bonusDays: string;
}

export const rateField = (gameType: GameType) => `rate_${gameType}`;

export function rulesDraftOf(config: PointConfig): RulesDraft {
  const draft: RulesDraft = {
    defaultBetRate: String(config.defaultBetRate),
    depositRate: String(config.depositRate),
    convertPoints: String(config.convertPoints),
    convertAmount: config.convertAmount.toFixed(2),
    convertCash: config.convertTargets.includes('cash'),
    convertBonus: config.convertTargets.includes('bonus'),
    bonusMultiplier: String(config.bonusMultiplier),
    bonusDays: String(config.bonusDays),
  };
  for (const gameType of gameTypes) {
    const rate = config.betRates.find((r) => r.gameType === gameType)?.rate;
    draft[rateField(gameType)] = rate === undefined ? '' : String(rate);
  }
  return draft;
}

export const rulesFormSchema = z
  .record(z.string(), z.union([z.string(), z.boolean()]))
  .transform((values, refinement): RulesBody => {
    const ctx = problemsOf(refinement);
    const draft = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    const betRates = gameTypes.flatMap((gameType) => {
      const key = rateField(gameType);
      if ((draft[key] ?? '').trim() === '') return [];
      return [{ gameType, rate: wholeIn(draft, key, ctx) }];
    });
    const convertAmount = readMoneyInput(draft['convertAmount'] ?? '');
    if (!convertAmount.ok) ctx.addIssue({ code: 'custom', path: ['convertAmount'], message: 'money_format' });
    const body: RulesBody = {
      betRates,
      defaultBetRate: wholeIn(draft, 'defaultBetRate', ctx),
      depositRate: wholeIn(draft, 'depositRate', ctx),
      convertPoints: wholeIn(draft, 'convertPoints', ctx),
      convertAmount: convertAmount.ok ? convertAmount.amount : 0,
      convertTargets: [
        ...(values['convertCash'] === true ? (['cash'] as const) : []),
        ...(values['convertBonus'] === true ? (['bonus'] as const) : []),
      ],
      bonusMultiplier: wholeIn(draft, 'bonusMultiplier', ctx),
      bonusDays: wholeIn(draft, 'bonusDays', ctx),
    };
    judgeBy(updatePointSettings.request, body, ctx);
    return body;
  }) as unknown as z.ZodType<RulesBody, RulesDraft>;

// ---- VIP ranks ----

export type RanksBody = EndpointInput<typeof saveVipRanks>;
export const rankMoneyFields = [
  'monthlyBets',
  'monthlyDeposits',
  'lifetimeBets',
  'lifetimeDeposits',
  'levelUpReward',
  'withdrawDailyAmount',
  'birthdayReward',
] as const;

export interface RankDraft {
  name: string;
  iconUrl: string;
  monthlyBets: string;
  monthlyDeposits: string;
  lifetimeBets: string;
  lifetimeDeposits: string;
  retentionMonths: string;
  levelUpReward: string;
  /** Perks (decision 0082): percent points, a whole count, money. */
  rebateBoost: string;
  withdrawDailyCount: string;
  withdrawDailyAmount: string;
  birthdayReward: string;
}
export interface RanksDraft {
  ranks: RankDraft[];
}

export const emptyRankDraft: RankDraft = {
  name: '',
  iconUrl: '',
  monthlyBets: '0',
  monthlyDeposits: '0',
  lifetimeBets: '0',
  lifetimeDeposits: '0',
  retentionMonths: '0',
  levelUpReward: '0',
  rebateBoost: '0',
  withdrawDailyCount: '0',
  withdrawDailyAmount: '0',
  birthdayReward: '0',
};

export function rankDraftOf(rank: VipRank): RankDraft {
  return {
    name: rank.name,
    iconUrl: rank.iconUrl,
    ...(Object.fromEntries(rankMoneyFields.map((key) => [key, rank[key].toFixed(2)])) as Record<
      (typeof rankMoneyFields)[number],
      string
    >),
    retentionMonths: String(rank.retentionMonths),
    rebateBoost: rank.rebateBoost.toFixed(2),
    withdrawDailyCount: String(rank.withdrawDailyCount),
  };
}

/** Percent points typed in a field (up to two decimals, `.` or `,`): empty is zero; null when it is no such number. */
export function readPercentPoints(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) / 100;
}

const percentIn = (draft: Record<string, unknown>, key: string, ctx: Problems, path: PropertyKey[]) => {
  const value = readPercentPoints(String(draft[key] ?? ''));
  if (value === null) ctx.addIssue({ code: 'custom', path, message: 'percent_format' });
  return value ?? 0;
};

/**
 * The rank table's schema: texts → the `saveVipRanks` body. Unlike `withRequest` (first path segment), a
 * problem keeps its whole path (`ranks.2.lifetimeBets`), so it shows in its cell.
 */
export const ranksFormSchema = z
  .object({ ranks: z.array(z.record(z.string(), z.string())) })
  .transform((draft, refinement): RanksBody => {
    const ctx = problemsOf(refinement);
    const body = {
      ranks: draft.ranks.map((rank, index) => ({
        name: (rank['name'] ?? '').trim(),
        iconUrl: (rank['iconUrl'] ?? '').trim(),
        monthlyBets: moneyIn(rank, 'monthlyBets', ctx, ['ranks', index, 'monthlyBets']),
        monthlyDeposits: moneyIn(rank, 'monthlyDeposits', ctx, ['ranks', index, 'monthlyDeposits']),
        lifetimeBets: moneyIn(rank, 'lifetimeBets', ctx, ['ranks', index, 'lifetimeBets']),
        lifetimeDeposits: moneyIn(rank, 'lifetimeDeposits', ctx, ['ranks', index, 'lifetimeDeposits']),
        retentionMonths: wholeIn(rank, 'retentionMonths', ctx, ['ranks', index, 'retentionMonths']),
        levelUpReward: moneyIn(rank, 'levelUpReward', ctx, ['ranks', index, 'levelUpReward']),
        rebateBoost: percentIn(rank, 'rebateBoost', ctx, ['ranks', index, 'rebateBoost']),
        withdrawDailyCount: wholeIn(rank, 'withdrawDailyCount', ctx, ['ranks', index, 'withdrawDailyCount']),
        withdrawDailyAmount: moneyIn(rank, 'withdrawDailyAmount', ctx, ['ranks', index, 'withdrawDailyAmount']),
        birthdayReward: moneyIn(rank, 'birthdayReward', ctx, ['ranks', index, 'birthdayReward']),
      })),
    };
    judgeBy(saveVipRanks.request, body, ctx, 3);
    return body;
  }) as unknown as z.ZodType<RanksBody, RanksDraft>;
