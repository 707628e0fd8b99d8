import { maxContractTiers, parseMoneyText, toWireMoney } from '@ficha/contract';

/**
 * A tier as the console's editor holds it (decision 0061): the texts of its four inputs, as SPEC §3 names the
 * conditions (rate, period valid bet, period profit and loss, active members). Rates are read into integer basis
 * points and money into minor units by string handling only, never by float maths; the wire keeps its
 * percentage with at most 2 decimals, written from the integer.
 */
export interface TierDraft {
  rate: string;
  minValidBet: string;
  /** Empty: no profit-and-loss condition. */
  minNetLoss: string;
  minActiveMembers: string;
}

export interface WireTier {
  rate: number;
  minValidBet: number;
  minNetLoss: number | null;
  minActiveMembers: number;
}

/** What is wrong with one input; the editor words it (`contracts.problems.<code>`). */
export type TierProblem =
  | 'required'
  | 'rateFormat'
  | 'rateRange'
  | 'aboveMaxRate'
  | 'rateNotHigher'
  | 'moneyFormat'
  | 'membersFormat'
  | 'conditionsNotHigher';

export type RateText = { ok: true; bp: number } | { ok: false; problem: 'required' | 'rateFormat' | 'rateRange' };

const rateText = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** `"12.5"` (or `"12,5"`) % → 1250 basis points; at most 2 decimals, 0–100 %. */
export function parseRateText(text: string): RateText {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  const match = rateText.exec(trimmed);
  if (!match) return { ok: false, problem: trimmed.startsWith('-') ? 'rateRange' : 'rateFormat' };
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > 10_000 ? { ok: false, problem: 'rateRange' } : { ok: true, bp };
}

/** 1250 basis points → the wire's 12.5, written as text first (integer division only). */
export function wireRateOf(bp: number): number {
  const cents = bp % 100;
  return Number(`${(bp - cents) / 100}.${String(cents).padStart(2, '0')}`);
}

/** A wire percentage (12.5) → the text the rate input shows. */
export const rateTextOf = (rate: number) => String(rate);

/** A saved tier → its draft. */
export const draftOf = (tier: WireTier): TierDraft => ({
  rate: rateTextOf(tier.rate),
  minValidBet: String(tier.minValidBet),
  minNetLoss: tier.minNetLoss === null ? '' : String(tier.minNetLoss),
  minActiveMembers: String(tier.minActiveMembers),
});

/** A new row: no rate yet, no conditions (the operator raises them above the row before). */
export const emptyDraft = (): TierDraft => ({ rate: '', minValidBet: '0', minNetLoss: '', minActiveMembers: '0' });

function readMoney(text: string): bigint | 'required' | 'moneyFormat' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 'required';
  const parsed = parseMoneyText(trimmed);
  return parsed.ok ? parsed.minor : 'moneyFormat';
}

interface ReadTier {
  bp: number;
  validBet: bigint;
  netLoss: bigint | null;
  members: number;
}

export interface TierCheck {
  /** The tiers to send, when nothing is wrong. */
  tiers: WireTier[] | null;
  /** The problem of each input, keyed as the server names the field (`tiers.1.rate`). */
  problems: Record<string, TierProblem>;
}

/**
 * Checks the rows as the server will (decision 0046's rules): every input readable, rates not above the
 * template's highest (`maxRateBp`, when it is readable), and each tier asking at least as much on every condition
 * and more on one, and paying more, than the one before.
 */
export function checkTiers(drafts: readonly TierDraft[], maxRateBp: number | null): TierCheck {
  const problems: Record<string, TierProblem> = {};
  const read: Array<ReadTier | null> = drafts.map((draft, i) => {
    const key = `tiers.${i}`;
    const rate = parseRateText(draft.rate);
    if (!rate.ok) problems[`${key}.rate`] = rate.problem;
    else if (maxRateBp !== null && rate.bp > maxRateBp) problems[`${key}.rate`] = 'aboveMaxRate';
    const validBet = readMoney(draft.minValidBet);
    if (typeof validBet === 'string') problems[`${key}.minValidBet`] = validBet;
    const netLoss = draft.minNetLoss.trim() === '' ? null : readMoney(draft.minNetLoss);
    if (typeof netLoss === 'string') problems[`${key}.minNetLoss`] = netLoss;
    const membersText = draft.minActiveMembers.trim();
    const members = /^\d{1,7}$/.test(membersText) ? Number(membersText) : null;
    if (members === null || members > 1_000_000)
      problems[`${key}.minActiveMembers`] = membersText === '' ? 'required' : 'membersFormat';
    if (!rate.ok || typeof validBet === 'string' || typeof netLoss === 'string' || members === null) return null;
    return { bp: rate.bp, validBet, netLoss, members };
  });
  for (let i = 1; i < read.length; i++) {
    const a = read[i - 1];
    const b = read[i];
    if (!a || !b) continue;
    if (b.bp <= a.bp) problems[`tiers.${i}.rate`] ??= 'rateNotHigher';
    const loss = (t: ReadTier) => t.netLoss ?? -(2n ** 62n);
    const notLower = b.validBet >= a.validBet && loss(b) >= loss(a) && b.members >= a.members;
    const higher = b.validBet > a.validBet || loss(b) > loss(a) || b.members > a.members;
    if (!notLower || !higher) problems[`tiers.${i}.minValidBet`] ??= 'conditionsNotHigher';
  }
  if (Object.keys(problems).length > 0 || read.length > maxContractTiers) return { tiers: null, problems };
  return {
    tiers: read.map((t) => ({
      rate: wireRateOf(t!.bp),
      minValidBet: toWireMoney(t!.validBet),
      minNetLoss: t!.netLoss === null ? null : toWireMoney(t!.netLoss),
      minActiveMembers: t!.members,
    })),
    problems,
  };
}
