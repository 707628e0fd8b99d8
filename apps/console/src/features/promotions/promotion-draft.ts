import type { languageCodes, promotionCategories, promotionKinds } from '@ficha/contract';
import { localInputOf, instantOf } from './zoned-time.ts';
import type { ConsolePromotion, PromotionBody } from './queries.ts';

export const artPalettes = ['sunrise', 'emerald', 'violet', 'ocean', 'ember'] as const;

export interface TextDraft {
  language: (typeof languageCodes)[number];
  title: string;
  summary: string;
  rules: string;
}

/**
 * The builder's values as typed: text inputs (amounts, counts, lists separated by commas), the schedule in
 * the merchant's wall-clock time. `bodyOf` turns them into the contract's request, which checks them.
 */
export interface PromotionDraft {
  kind: (typeof promotionKinds)[number];
  category: (typeof promotionCategories)[number];
  texts: TextDraft[];
  art: string;
  startsAt: string;
  endsAt: string;
  budget: string;
  amount: string;
  matchPct: string;
  cap: string;
  minDeposit: string;
  depositNumber: string;
  channelCodes: string;
  wageringMultiplier: string;
  wageringBase: 'bonus' | 'bonus_deposit';
  /** `RNG:100, LIVE:10`: percent by game type. */
  contributions: string;
  defaultContributionPct: string;
  maxBet: string;
  maxCashout: string;
  playOrder: 'cash_first' | 'bonus_first';
  expiryHours: string;
  memberTypes: string;
  agentUsername: string;
  registeredAfter: string;
  registeredBefore: string;
  minDeposits: string;
  maxDeposits: string;
  countries: string;
  perIpHours: string;
  perDeviceHours: string;
  exclusiveGroup: string;
  sortOrder: string;
  /** A rebate (decision 0070): basis, period, `RNG:1, LIVE:0.5` percent by game type, payout and requests. */
  rebateBasis: 'valid_bet' | 'net_loss';
  rebatePeriod: 'daily' | 'weekly';
  rebateRates: string;
  rebateDefaultRate: string;
  rebateMinPayout: string;
  rebateCap: string;
  rebatePayAs: 'cash' | 'bonus';
  rebateManual: 'on' | 'off';
  rebateAutoApproveUpTo: string;
  /** A raffle (decision 0076): ticket price, `RNG, LIVE` game types, `100, 50, 20` prizes by rank, limit, payout. */
  raffleTicketEvery: string;
  raffleGameTypes: string;
  rafflePrizes: string;
  raffleMaxTickets: string;
  rafflePayAs: 'cash' | 'bonus';
}

const emptyText = (language: TextDraft['language']): TextDraft => ({ language, title: '', summary: '', rules: '' });

/** A new promotion: a sign-up reward starting in an hour for a week, texts in Spanish and English. */
export function emptyDraft(timeZone: string, now = new Date()): PromotionDraft {
  const hour = 3_600_000;
  const start = new Date(Math.ceil(now.getTime() / hour) * hour + hour);
  return {
    kind: 'signup_reward',
    category: 'welcome',
    texts: [emptyText('ES'), emptyText('EN')],
    art: 'sunrise',
    startsAt: localInputOf(start.toISOString(), timeZone),
    endsAt: localInputOf(new Date(start.getTime() + 7 * 24 * hour).toISOString(), timeZone),
    budget: '',
    amount: '',
    matchPct: '100',
    cap: '',
    minDeposit: '',
    depositNumber: '',
    channelCodes: '',
    wageringMultiplier: '5',
    wageringBase: 'bonus',
    contributions: 'RNG:100, LIVE:10',
    defaultContributionPct: '0',
    maxBet: '',
    maxCashout: '',
    playOrder: 'cash_first',
    expiryHours: '72',
    memberTypes: '',
    agentUsername: '',
    registeredAfter: '',
    registeredBefore: '',
    minDeposits: '',
    maxDeposits: '',
    countries: '',
    perIpHours: '',
    perDeviceHours: '',
    exclusiveGroup: '',
    sortOrder: '0',
    rebateBasis: 'valid_bet',
    rebatePeriod: 'daily',
    rebateRates: 'RNG:1, LIVE:0.5',
    rebateDefaultRate: '0',
    rebateMinPayout: '0',
    rebateCap: '',
    rebatePayAs: 'cash',
    rebateManual: 'on',
    rebateAutoApproveUpTo: '',
    raffleTicketEvery: '',
    raffleGameTypes: '',
    rafflePrizes: '',
    raffleMaxTickets: '',
    rafflePayAs: 'cash',
  };
}

const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved promotion as the edit page's values. */
export function draftOf(p: ConsolePromotion, timeZone: string): PromotionDraft {
  const e = p.eligibility;
  return {
    kind: p.kind,
    category: p.category,
    texts: Object.entries(p.texts).map(([language, text]) => ({
      language: language as TextDraft['language'],
      ...text,
    })),
    art: p.art,
    startsAt: localInputOf(p.startsAt, timeZone),
    endsAt: localInputOf(p.endsAt, timeZone),
    budget: String(p.budget),
    amount: shown(p.amount),
    matchPct: shown(p.matchPct),
    cap: shown(p.cap),
    minDeposit: shown(p.minDeposit),
    depositNumber: shown(p.depositNumber),
    channelCodes: p.channelCodes.join(', '),
    wageringMultiplier: String(p.wageringMultiplier),
    wageringBase: p.wageringBase,
    contributions: Object.entries(p.contributions)
      .map(([type, pct]) => `${type}:${pct}`)
      .join(', '),
    defaultContributionPct: String(p.defaultContributionPct),
    maxBet: shown(p.maxBet),
    maxCashout: shown(p.maxCashout),
    playOrder: p.playOrder,
    expiryHours: String(p.expiryHours),
    memberTypes: (e.memberTypes ?? []).join(', '),
    agentUsername: e.agentUsername ?? '',
    registeredAfter: e.registeredAfter ? localInputOf(e.registeredAfter, timeZone) : '',
    registeredBefore: e.registeredBefore ? localInputOf(e.registeredBefore, timeZone) : '',
    minDeposits: shown(e.minDeposits),
    maxDeposits: shown(e.maxDeposits),
    countries: (e.countries ?? []).join(', '),
    perIpHours: shown(e.perIpHours),
    perDeviceHours: shown(e.perDeviceHours),
    exclusiveGroup: p.exclusiveGroup ?? '',
    sortOrder: String(p.sortOrder),
    rebateBasis: p.rebate?.basis ?? 'valid_bet',
    rebatePeriod: p.rebate?.period ?? 'daily',
    rebateRates: Object.entries(p.rebate?.rates ?? { RNG: 1, LIVE: 0.5 })
      .map(([type, rate]) => `${type}:${rate}`)
      .join(', '),
    rebateDefaultRate: String(p.rebate?.defaultRate ?? 0),
    rebateMinPayout: String(p.rebate?.minPayout ?? 0),
    rebateCap: shown(p.rebate?.cap),
    rebatePayAs: p.rebate?.payAs ?? 'cash',
    rebateManual: p.rebate && !p.rebate.manual ? 'off' : 'on',
    rebateAutoApproveUpTo: shown(p.rebate?.autoApproveUpTo),
    raffleTicketEvery: shown(p.raffle?.ticketEvery),
    raffleGameTypes: (p.raffle?.gameTypes ?? []).join(', '),
    rafflePrizes: (p.raffle?.prizes ?? []).join(', '),
    raffleMaxTickets: shown(p.raffle?.maxTicketsPerMember),
    rafflePayAs: p.raffle?.payAs ?? 'cash',
  };
}

/** A typed number, or what was typed when it isn't one (the contract then names the field). */
function numberOf(typed: string): number | string {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** An optional number: absent when left empty. */
function optionalNumber(typed: string): number | string | undefined {
  return typed.trim() === '' ? undefined : numberOf(typed);
}

const listOf = (typed: string) =>
  typed
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `RNG:100, LIVE:10` as percent by game type (a rebate's rates too); a piece without a colon keeps its text (the
 * contract refuses it). */
function contributionsOf(typed: string): Record<string, number | string> {
  return Object.fromEntries(
    listOf(typed).map((piece) => {
      const [type = '', pct = ''] = piece.split(':').map((part) => part.trim());
      return [type.toUpperCase(), numberOf(pct)];
    }),
  );
}

/**
 * The request the builder sends. The kind decides the reward: a deposit bonus sends its match, cap, minimum
 * and deposit number; a rebate or a raffle its settings; the others their fixed amount. Empty optional inputs are left out.
 */
export function bodyOf(draft: PromotionDraft, timeZone: string): PromotionBody {
  const isDeposit = draft.kind === 'deposit_bonus';
  const isRebate = draft.kind === 'rebate';
  const isRaffle = draft.kind === 'raffle';
  const optional = (value: unknown) => (value === undefined || value === '' ? undefined : value);
  const eligibility = Object.fromEntries(
    Object.entries({
      memberTypes: draft.memberTypes.trim() ? listOf(draft.memberTypes).map(numberOf) : undefined,
      agentUsername: optional(draft.agentUsername.trim()),
      registeredAfter: optional(draft.registeredAfter && instantOf(draft.registeredAfter, timeZone)),
      registeredBefore: optional(draft.registeredBefore && instantOf(draft.registeredBefore, timeZone)),
      minDeposits: optionalNumber(draft.minDeposits),
      maxDeposits: optionalNumber(draft.maxDeposits),
      countries: draft.countries.trim() ? listOf(draft.countries.toUpperCase()) : undefined,
      perIpHours: optionalNumber(draft.perIpHours),
      perDeviceHours: optionalNumber(draft.perDeviceHours),
    }).filter(([, value]) => value !== undefined),
  );
  const body = {
    kind: draft.kind,
    category: draft.category,
    texts: Object.fromEntries(
      draft.texts.map((text) => [
        text.language,
        { title: text.title.trim(), summary: text.summary.trim(), rules: text.rules.trim() },
      ]),
    ),
    art: draft.art.trim(),
    startsAt: instantOf(draft.startsAt, timeZone),
    endsAt: instantOf(draft.endsAt, timeZone),
    budget: numberOf(draft.budget),
    ...(isDeposit
      ? {
          matchPct: optionalNumber(draft.matchPct),
          cap: optionalNumber(draft.cap),
          minDeposit: optionalNumber(draft.minDeposit),
          depositNumber: optionalNumber(draft.depositNumber),
          channelCodes: listOf(draft.channelCodes),
        }
      : isRebate
        ? {
            rebate: {
              basis: draft.rebateBasis,
              period: draft.rebatePeriod,
              rates: contributionsOf(draft.rebateRates),
              defaultRate: numberOf(draft.rebateDefaultRate),
              minPayout: numberOf(draft.rebateMinPayout),
              cap: optionalNumber(draft.rebateCap),
              payAs: draft.rebatePayAs,
              manual: draft.rebateManual === 'on',
              autoApproveUpTo: optionalNumber(draft.rebateAutoApproveUpTo),
            },
          }
        : isRaffle
          ? {
              raffle: {
                ticketEvery: numberOf(draft.raffleTicketEvery),
                gameTypes: listOf(draft.raffleGameTypes.toUpperCase()),
                prizes: listOf(draft.rafflePrizes).map(numberOf),
                maxTicketsPerMember: optionalNumber(draft.raffleMaxTickets),
                payAs: draft.rafflePayAs,
              },
            }
          : { amount: optionalNumber(draft.amount) }),
    wageringMultiplier: numberOf(draft.wageringMultiplier),
    wageringBase: draft.wageringBase,
    contributions: contributionsOf(draft.contributions),
    defaultContributionPct: numberOf(draft.defaultContributionPct),
    maxBet: optionalNumber(draft.maxBet),
    maxCashout: optionalNumber(draft.maxCashout),
    playOrder: draft.playOrder,
    expiryHours: numberOf(draft.expiryHours),
    eligibility,
    exclusiveGroup: optional(draft.exclusiveGroup.trim()),
    sortOrder: numberOf(draft.sortOrder),
  };
  // Undefined keys are dropped so the strict schema sees only what was set.
  return JSON.parse(JSON.stringify(body)) as PromotionBody;
}
