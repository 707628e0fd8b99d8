/**
 * The in-memory model of the money model test (`money-model.test.ts`): expected balances of one player and its
 * agent, and the seamless-wallet rules of ARCHITECTURE.md "Seamless wallet" and QUALITY.md "Game-provider wallet
 * calls" as plain code, so each command can say what the real platform must answer and where money must go.
 * The player's bonus wallet follows money-model-bonus.ts. Nothing here does I/O.
 */
import {
  bonusShareOfWin,
  bonusStake,
  newBonusModel,
  returnBonusStake,
  settleBonus,
  takeBonusStake,
  type BonusModel,
} from './money-model-bonus.ts';

export type Holder = 'player' | 'agent';

interface ProviderTransaction {
  kind: 'debit' | 'credit' | 'rollback' | 'tombstone';
  /** What makes a repeat "the same call": the content the platform hashes. */
  content: string;
  roundId: string;
  amountMinor: bigint;
  cancelled: boolean;
  /** The balance the first answer carried (replays answer it again). */
  answerBalance: bigint | null;
  /** A debit's part taken from the bonus wallet, and the bonus that was active then (model number). */
  bonusPartMinor: bigint;
  bonusId: number | null;
}

interface Round {
  stakeMinor: bigint;
  /** The bonus parts of its live debits, by bonus. */
  bonusStakes: Map<number, bigint>;
  hasCredit: boolean;
  status: 'open' | 'settled' | 'cancelled';
}

/** What a seamless call must do: succeed (moving `deltaMinor` to the player, answering `balance`) or fail. */
export type SeamlessOutcome =
  | { ok: true; deltaMinor: bigint; balance: bigint; replay: boolean; movesMoney: boolean }
  | { ok: false; errorCode: string };

/** A seamless call as sent, so a later command can send exactly the same call again. */
export type SeamlessCall =
  | { path: 'debit'; transactionId: string; roundId: string; amountMinor: bigint }
  | { path: 'credit'; transactionId: string; roundId: string; amountMinor: bigint; roundEnded: boolean }
  | { path: 'rollback'; transactionId: string; referenceId: string; roundId: string };

/** How a command picks an id: `null` for a new one, `n` for the n-th (modulo) of those already used. */
export type IdChoice = number | null;

export interface MoneyModel {
  /** Prefix of this run's provider transaction and round ids. */
  prefix: string;
  nextId: number;
  /** Every transaction id and round id sent so far, and the ids of debits that took effect. */
  transactionIds: string[];
  roundIds: string[];
  debitIds: string[];
  sent: SeamlessCall[];
  balances: Record<Holder, bigint>;
  bonus: BonusModel;
  transactions: Map<string, ProviderTransaction>;
  rounds: Map<string, Round>;
  /** Ledger entries the provider's calls should have posted (debits, wins above 0, effective rollbacks). */
  seamlessEntries: number;
}

export const newModel = (prefix: string): MoneyModel => ({
  prefix,
  nextId: 0,
  transactionIds: [],
  roundIds: [],
  debitIds: [],
  sent: [],
  balances: { player: 0n, agent: 0n },
  bonus: newBonusModel(),
  transactions: new Map(),
  rounds: new Map(),
  seamlessEntries: 0,
});

/** Resolves an id choice against the ids known so far (a new id when there are none). */
export function chooseId(model: MoneyModel, known: string[], choice: IdChoice, kind: 't' | 'r'): string {
  if (choice !== null && known.length > 0) return known[choice % known.length]!;
  model.nextId += 1;
  const id = `${model.prefix}-${kind}${model.nextId}`;
  (kind === 't' ? model.transactionIds : model.roundIds).push(id);
  return id;
}

/** Applies any seamless call to the model, remembering it for later resends. */
export function modelSeamless(model: MoneyModel, call: SeamlessCall): SeamlessOutcome {
  model.sent.push(call);
  if (call.path === 'debit') {
    const outcome = modelDebit(model, call.transactionId, call.roundId, call.amountMinor);
    if (outcome.ok && !outcome.replay) model.debitIds.push(call.transactionId);
    return outcome;
  }
  if (call.path === 'credit') {
    return modelCredit(model, call.transactionId, call.roundId, call.amountMinor, call.roundEnded);
  }
  return modelRollback(model, call.transactionId, call.referenceId, call.roundId);
}

const fail = (errorCode: string): SeamlessOutcome => ({ ok: false, errorCode });

/** What the provider sees: the player's cash plus its bonus wallet. */
export const playable = (model: MoneyModel) => model.balances.player + model.bonus.heldMinor;

/** A success that moved `cashDeltaMinor` of cash (the bonus wallet moved by the caller). */
function succeed(model: MoneyModel, cashDeltaMinor: bigint, movesMoney: boolean): SeamlessOutcome {
  model.balances.player += cashDeltaMinor;
  if (movesMoney) model.seamlessEntries += 1;
  return { ok: true, deltaMinor: cashDeltaMinor, balance: playable(model), replay: false, movesMoney };
}

const openRoundHoldsBonus = (model: MoneyModel) => (bonusId: number) =>
  [...model.rounds.values()].some((r) => r.status === 'open' && (r.bonusStakes.get(bonusId) ?? 0n) > 0n);

/** A repeated transaction id: the first answer when the call is the same, a refusal otherwise. */
function replay(existing: ProviderTransaction, kind: ProviderTransaction['kind'], content: string): SeamlessOutcome {
  if (existing.kind === 'tombstone' && kind === 'debit') return fail('TRANSACTION_CANCELLED');
  if (existing.kind !== kind || existing.content !== content) return fail('DUPLICATE_TRANSACTION');
  if (kind === 'debit' && existing.cancelled) return fail('TRANSACTION_CANCELLED');
  return { ok: true, deltaMinor: 0n, balance: existing.answerBalance ?? 0n, replay: true, movesMoney: false };
}

/** Applies a debit to the model and says what the platform must answer. */
function modelDebit(model: MoneyModel, transactionId: string, roundId: string, amountMinor: bigint) {
  const content = `debit|${roundId}|${amountMinor}`;
  const existing = model.transactions.get(transactionId);
  if (existing) return replay(existing, 'debit', content);
  const round = model.rounds.get(roundId);
  if (round?.status === 'settled') return fail('ROUND_CLOSED');
  const stake = bonusStake(model.bonus, model.balances.player, amountMinor);
  if ('refused' in stake) return fail(stake.refused);
  if (amountMinor > playable(model)) return fail('INSUFFICIENT_FUNDS');
  const next = round ?? { stakeMinor: 0n, bonusStakes: new Map(), hasCredit: false, status: 'open' as const };
  next.stakeMinor += amountMinor;
  next.status = 'open';
  if (stake.bonusId !== null) {
    next.bonusStakes.set(stake.bonusId, (next.bonusStakes.get(stake.bonusId) ?? 0n) + stake.bonusPartMinor);
  }
  model.rounds.set(roundId, next);
  takeBonusStake(model.bonus, amountMinor, stake.bonusPartMinor);
  const outcome = succeed(model, stake.bonusPartMinor - amountMinor, true);
  model.transactions.set(transactionId, {
    kind: 'debit',
    content,
    roundId,
    amountMinor,
    cancelled: false,
    answerBalance: playable(model),
    bonusPartMinor: stake.bonusPartMinor,
    bonusId: stake.bonusId,
  });
  return outcome;
}

/** Applies a credit (a win, possibly 0, possibly ending the round). */
function modelCredit(
  model: MoneyModel,
  transactionId: string,
  roundId: string,
  amountMinor: bigint,
  roundEnded: boolean,
) {
  const content = `credit|${roundId}|${amountMinor}|${roundEnded}`;
  const existing = model.transactions.get(transactionId);
  if (existing) return replay(existing, 'credit', content);
  const round = model.rounds.get(roundId);
  if (round?.status === 'settled') return fail('ROUND_CLOSED');
  if (amountMinor > 0n) {
    if (!round) return fail('TRANSACTION_NOT_FOUND');
    if (round.status === 'cancelled' || round.stakeMinor === 0n) return fail('TRANSACTION_CANCELLED');
  }
  const toBonus =
    amountMinor > 0n && round ? bonusShareOfWin(model.bonus, amountMinor, round.stakeMinor, round.bonusStakes) : 0n;
  if (round && round.status === 'open') {
    round.hasCredit = true;
    if (roundEnded) round.status = 'settled';
  }
  model.bonus.heldMinor += toBonus;
  const converted = settleBonus(model.bonus, openRoundHoldsBonus(model));
  const outcome = succeed(model, amountMinor - toBonus + converted, amountMinor > 0n);
  model.transactions.set(transactionId, {
    kind: 'credit',
    content,
    roundId,
    amountMinor,
    cancelled: false,
    answerBalance: playable(model),
    bonusPartMinor: 0n,
    bonusId: null,
  });
  return outcome;
}

/** Applies a rollback of `referenceId` (a tombstone when that debit hasn't arrived yet). */
function modelRollback(model: MoneyModel, transactionId: string, referenceId: string, roundId: string) {
  const content = `rollback|${referenceId}|${roundId}`;
  const existing = model.transactions.get(transactionId);
  if (existing) return replay(existing, 'rollback', content);
  // The platform claims the rollback's own id first, so a rollback naming itself finds a rollback, not a debit.
  if (referenceId === transactionId) return fail('TRANSACTION_NOT_FOUND');
  const record = (outcome: SeamlessOutcome) => {
    model.transactions.set(transactionId, {
      kind: 'rollback',
      content,
      roundId,
      amountMinor: 0n,
      cancelled: false,
      answerBalance: playable(model),
      bonusPartMinor: 0n,
      bonusId: null,
    });
    return outcome;
  };
  const debit = model.transactions.get(referenceId);
  if (!debit) {
    model.transactions.set(referenceId, {
      kind: 'tombstone',
      content: '',
      roundId,
      amountMinor: 0n,
      cancelled: false,
      answerBalance: null,
      bonusPartMinor: 0n,
      bonusId: null,
    });
    return record(succeed(model, 0n, false));
  }
  if (debit.kind === 'tombstone') return record(succeed(model, 0n, false));
  if (debit.kind !== 'debit' || debit.roundId !== roundId) return fail('TRANSACTION_NOT_FOUND');
  if (debit.cancelled) return record(succeed(model, 0n, false));
  const round = model.rounds.get(roundId);
  if (!round) throw new Error(`model: debit ${referenceId} without its round`);
  if (round.hasCredit || round.status === 'settled') return fail('ROUND_CLOSED');
  debit.cancelled = true;
  round.stakeMinor -= debit.amountMinor;
  round.status = round.stakeMinor === 0n ? 'cancelled' : 'open';
  if (debit.bonusId !== null) {
    round.bonusStakes.set(debit.bonusId, (round.bonusStakes.get(debit.bonusId) ?? 0n) - debit.bonusPartMinor);
  }
  // The bonus part goes back to the bonus wallet while its bonus is active, else to the budget.
  returnBonusStake(model.bonus, debit.bonusId, debit.amountMinor, debit.bonusPartMinor);
  return record(succeed(model, debit.amountMinor - debit.bonusPartMinor, true));
}

/** Whether a debit the provider once made successfully has been cancelled by a rollback since. */
export const isCancelledDebit = (model: MoneyModel, transactionId: string) =>
  model.transactions.get(transactionId)?.cancelled === true;
