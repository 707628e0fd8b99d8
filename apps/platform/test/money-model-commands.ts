import {
  approveDeposit,
  approveWithdrawal,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  requestWithdrawal,
  submitDeposit,
  toWireMoney,
  transferToDownline,
  transferToUpline,
} from '@ficha/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { failureOf } from './api-clients.ts';
import { newRequestId } from './money-helpers.ts';
import {
  chooseId,
  isCancelledDebit,
  modelSeamless,
  playable,
  type Holder,
  type IdChoice,
  type MoneyModel,
  type SeamlessCall,
} from './money-model-state.ts';
import { endActiveBonus } from './money-model-bonus.ts';
import { paymentPassword, type MoneySystem } from './money-model-system.ts';

type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneySystem>;

/** A real 1×1 PNG, the proof of every manual deposit. */
const proof = {
  contentType: 'image/png' as const,
  dataBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
};
const gameCode = 'slot-classic';
const money = (minor: bigint) => `${toWireMoney(minor)}`;

/** A manual bank-transfer deposit by the player or the agent, then approved or rejected by the operator. */
class DepositCommand implements MoneyCommand {
  constructor(
    readonly holder: Holder,
    readonly amountMinor: bigint,
    readonly approve: boolean,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const deposit = await real.clientOf(this.holder).call(submitDeposit, {
      channelCode: 'banco-demo',
      amount: toWireMoney(this.amountMinor),
      reference: `${real.prefix}-${newRequestId()}`.slice(0, 64),
      proof,
    });
    await real.expectConsistent(model, `${this.toString()} (pending)`);
    const depositId = deposit.id;
    if (this.approve) {
      await real.operator.call(approveDeposit, { depositId });
      model.balances[this.holder] += this.amountMinor;
    } else {
      await real.operator.call(rejectDeposit, { depositId, reason: 'Comprobante ilegible' });
    }
    real.replayables.push({
      kind: 'review',
      send: () => real.operator.call(approveDeposit, { depositId }),
      errorCode: 'deposit_not_pending',
    });
    await real.expectConsistent(model, this.toString());
  }
  toString = () => `deposit(${this.holder}, ${money(this.amountMinor)}, ${this.approve ? 'approve' : 'reject'})`;
}

/**
 * A withdrawal request of the player with its payment password, then approved and paid, or rejected. With an
 * active bonus the first request is refused until the player confirms giving the bonus up (decision 0050).
 */
class WithdrawCommand implements MoneyCommand {
  constructor(
    readonly amountMinor: bigint,
    readonly pay: boolean,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const input = {
      amount: toWireMoney(this.amountMinor),
      bankAccountId: real.player.bankAccountId,
      paymentPassword,
      ...(model.bonus.active ? { forfeitBonus: true } : {}),
    };
    if (model.bonus.active) {
      const { forfeitBonus: _, ...unconfirmed } = input;
      const failure = await failureOf(real.player.client, requestWithdrawal, unconfirmed);
      expect(failure.errorCode, `${this.toString()} (bonus active)`).toBe('bonus_forfeit_required');
      await real.expectConsistent(model, `${this.toString()} (bonus kept)`);
    }
    if (this.amountMinor > model.balances.player) {
      const failure = await failureOf(real.player.client, requestWithdrawal, input);
      expect(failure.errorCode, this.toString()).toBe('INSUFFICIENT_FUNDS');
      await real.expectConsistent(model, this.toString());
      return;
    }
    const withdrawal = await real.player.client.call(requestWithdrawal, input);
    endActiveBonus(model.bonus, false);
    model.balances.player -= this.amountMinor;
    await real.expectConsistent(model, `${this.toString()} (held)`);
    const withdrawalId = withdrawal.id;
    if (this.pay) {
      await real.operator.call(approveWithdrawal, { withdrawalId });
      await real.operator.call(payWithdrawal, { withdrawalId });
      real.replayables.push({
        kind: 'review',
        send: () => real.operator.call(payWithdrawal, { withdrawalId }),
        errorCode: 'withdrawal_state_invalid',
      });
    } else {
      await real.operator.call(rejectWithdrawal, { withdrawalId, reason: 'Datos bancarios dudosos' });
      model.balances.player += this.amountMinor;
      real.replayables.push({
        kind: 'review',
        send: () => real.operator.call(rejectWithdrawal, { withdrawalId, reason: 'Otra vez' }),
        errorCode: 'withdrawal_state_invalid',
      });
    }
    await real.expectConsistent(model, this.toString());
  }
  toString = () => `withdraw(${money(this.amountMinor)}, ${this.pay ? 'pay' : 'reject'})`;
}

/** The player sends to its upline (the agent), or the agent to its downline (the player). */
class TransferCommand implements MoneyCommand {
  constructor(
    readonly direction: 'up' | 'down',
    readonly amountMinor: bigint,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const from: Holder = this.direction === 'up' ? 'player' : 'agent';
    const to: Holder = this.direction === 'up' ? 'agent' : 'player';
    const input = { amount: toWireMoney(this.amountMinor), paymentPassword, requestId: newRequestId() };
    const send = () =>
      this.direction === 'up'
        ? real.player.client.call(transferToUpline, input)
        : real.agent.client.call(transferToDownline, { ...input, username: real.player.username });
    if (this.amountMinor > model.balances[from]) {
      const failure = await send().catch((error: unknown) => error as { errorCode?: string });
      expect((failure as { errorCode?: string }).errorCode, this.toString()).toBe('INSUFFICIENT_FUNDS');
    } else {
      expect(await send(), this.toString()).toMatchObject({ amount: input.amount, replayed: false });
      model.balances[from] -= this.amountMinor;
      model.balances[to] += this.amountMinor;
      real.replayables.push({ kind: 'transfer', send, amount: input.amount });
    }
    await real.expectConsistent(model, this.toString());
  }
  toString = () => `transfer(${this.direction}, ${money(this.amountMinor)})`;
}

/** The body of a seamless call on the wire. */
function wireInput(real: MoneySystem, call: SeamlessCall): Record<string, unknown> {
  const playerId = real.player.playerId;
  if (call.path === 'rollback') {
    return {
      playerId,
      transactionId: call.transactionId,
      referenceTransactionId: call.referenceId,
      roundId: call.roundId,
    };
  }
  const base = {
    playerId,
    transactionId: call.transactionId,
    roundId: call.roundId,
    gameCode,
    amount: toWireMoney(call.amountMinor),
  };
  return call.path === 'credit' ? { ...base, roundEnded: call.roundEnded } : base;
}

/**
 * Sends a signed seamless call and checks the answer against the model's outcome: the error key (with the balance
 * for INSUFFICIENT_FUNDS), or success with the balance after it; first successes are kept for the replays.
 */
async function sendSeamless(model: MoneyModel, real: MoneySystem, call: SeamlessCall, step: string) {
  const expected = modelSeamless(model, call);
  const input = wireInput(real, call);
  const answer = await real.seamlessCall(call.path, input);
  if (!expected.ok) {
    expect(answer.envelope, step).toMatchObject({ success: false, errorCode: expected.errorCode });
    if (expected.errorCode === 'INSUFFICIENT_FUNDS') {
      expect(answer.envelope, step).toMatchObject({ value: { balance: toWireMoney(playable(model)) } });
    }
  } else {
    expect(answer.envelope, step).toMatchObject({ success: true, value: { balance: toWireMoney(expected.balance) } });
    if (!expected.replay && answer.envelope.success) {
      real.replayables.push({ kind: 'seamless', path: call.path, input, first: answer.envelope.value });
    }
  }
  await real.expectConsistent(model, step);
}

const describeCall = (call: SeamlessCall) =>
  call.path === 'rollback'
    ? `rollback ${call.transactionId} of ${call.referenceId} in ${call.roundId}`
    : `${call.path} ${call.transactionId} in ${call.roundId} of ${money(call.amountMinor)}` +
      (call.path === 'credit' ? (call.roundEnded ? ' ending it' : '') : '');

const choice = (id: IdChoice) => (id === null ? 'new' : `#${id}`);

/** A debit (a stake) of the player, on a new or an earlier transaction id and round. */
class DebitCommand implements MoneyCommand {
  constructor(
    readonly transaction: IdChoice,
    readonly round: IdChoice,
    readonly amountMinor: bigint,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const transactionId = chooseId(model, model.transactionIds, this.transaction, 't');
    const roundId = chooseId(model, model.roundIds, this.round, 'r');
    const call: SeamlessCall = { path: 'debit', transactionId, roundId, amountMinor: this.amountMinor };
    await sendSeamless(model, real, call, describeCall(call));
  }
  toString = () => `debit(${choice(this.transaction)}, round ${choice(this.round)}, ${money(this.amountMinor)})`;
}

/** A credit (a win, 0 for a loss), ending the round or not, mostly on a round that had a debit. */
class CreditCommand implements MoneyCommand {
  constructor(
    readonly transaction: IdChoice,
    readonly round: IdChoice,
    readonly amountMinor: bigint,
    readonly roundEnded: boolean,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const transactionId = chooseId(model, model.transactionIds, this.transaction, 't');
    const roundId = chooseId(model, [...model.rounds.keys()], this.round, 'r');
    const call: SeamlessCall = {
      path: 'credit',
      transactionId,
      roundId,
      amountMinor: this.amountMinor,
      roundEnded: this.roundEnded,
    };
    await sendSeamless(model, real, call, describeCall(call));
  }
  toString = () =>
    `credit(${choice(this.transaction)}, round ${choice(this.round)}, ${money(this.amountMinor)}, ` +
    `${this.roundEnded ? 'end' : 'open'})`;
}

/**
 * A rollback of an earlier debit (in its own round, or naming another), of any earlier transaction id, or of a
 * debit that hasn't arrived yet (a new id: the platform keeps a tombstone, and a later debit with it is cancelled).
 */
class RollbackCommand implements MoneyCommand {
  constructor(
    readonly transaction: IdChoice,
    readonly reference: { debit: number } | { any: IdChoice },
    readonly round: 'its own' | IdChoice,
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const transactionId = chooseId(model, model.transactionIds, this.transaction, 't');
    const referenceId =
      'debit' in this.reference && model.debitIds.length > 0
        ? model.debitIds[this.reference.debit % model.debitIds.length]!
        : chooseId(model, model.transactionIds, 'any' in this.reference ? this.reference.any : null, 't');
    const ownRound = model.transactions.get(referenceId)?.roundId;
    const roundId =
      this.round === 'its own' && ownRound !== undefined
        ? ownRound
        : chooseId(model, model.roundIds, this.round === 'its own' ? null : this.round, 'r');
    const call: SeamlessCall = { path: 'rollback', transactionId, referenceId, roundId };
    await sendSeamless(model, real, call, describeCall(call));
  }
  toString = () => `rollback(${choice(this.transaction)}, of ${JSON.stringify(this.reference)}, round ${this.round})`;
}

/** Sends an earlier seamless call again, exactly: a provider retrying (the model says what it must answer now). */
class ResendCommand implements MoneyCommand {
  constructor(readonly pick: number) {}
  check = (model: Readonly<MoneyModel>) => model.sent.length > 0;
  async run(model: MoneyModel, real: MoneySystem) {
    const call = model.sent[this.pick % model.sent.length]!;
    await sendSeamless(model, real, call, `resend ${describeCall(call)}`);
  }
  toString = () => `resend(#${this.pick})`;
}

/** The opening balances of a run, deposited through the API like any other, so most commands have money to move. */
export async function openingDeposits(model: MoneyModel, real: MoneySystem) {
  await new DepositCommand('player', 600_00n, true).run(model, real);
  await new DepositCommand('agent', 300_00n, true).run(model, real);
}

/** Mostly a new id, sometimes one used before (`weight` of new against 1). */
const idChoice = (weightNew: number): fc.Arbitrary<IdChoice> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: weightNew }, { arbitrary: fc.nat(), weight: 1 });
const earlierRound: fc.Arbitrary<IdChoice> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.nat(), weight: 3 },
);
const stakes = fc.constantFrom(1_00n, 5_50n, 20_00n, 75_25n, 400_00n);

export const debits = fc
  .tuple(idChoice(5), idChoice(1), stakes)
  .map(([transaction, round, amount]) => new DebitCommand(transaction, round, amount));
export const credits = fc
  .tuple(idChoice(5), earlierRound, fc.constantFrom(0n, 2_00n, 30_25n, 500_00n), fc.boolean())
  .map(([transaction, round, amount, ended]) => new CreditCommand(transaction, round, amount, ended));
export const deposits = fc
  .tuple(fc.constantFrom<Holder>('player', 'agent'), fc.constantFrom(100_00n, 250_50n, 1_000_00n), fc.boolean())
  .map(([holder, amount, approve]) => new DepositCommand(holder, amount, approve));
export const withdrawals = fc
  .tuple(fc.constantFrom(10_00n, 55_25n, 300_00n), fc.boolean())
  .map(([amount, pay]) => new WithdrawCommand(amount, pay));
const transfers = fc
  .tuple(fc.constantFrom<'up' | 'down'>('up', 'down'), fc.constantFrom(1_00n, 37_50n, 150_00n, 900_00n))
  .map(([direction, amount]) => new TransferCommand(direction, amount));
export const rollbacks = fc
  .tuple(
    idChoice(5),
    fc.oneof(
      { arbitrary: fc.nat().map((debit) => ({ debit })), weight: 4 },
      { arbitrary: idChoice(1).map((any) => ({ any })), weight: 1 },
    ),
    fc.oneof({ arbitrary: fc.constant('its own' as const), weight: 4 }, { arbitrary: earlierRound, weight: 1 }),
  )
  .map(([transaction, reference, round]) => new RollbackCommand(transaction, reference, round));
export const resends = fc.nat().map((pick) => new ResendCommand(pick));

/** Every command the model test draws from (debits and credits twice: they are what providers send most). */
export const moneyCommands = [deposits, withdrawals, transfers, debits, debits, credits, credits, rollbacks, resends];

/**
 * Once-only checks at the end of a run: calls that succeeded are sent again with the same ids and content (the
 * drawn `picks` first, then every one of them; each seamless one twice at once). Nothing may move: seamless calls
 * answer their first answer (a debit rolled back since is TRANSACTION_CANCELLED), transfers say `replayed`,
 * reviewed deposits and withdrawals refuse a second review.
 */
export async function replayEarlierCalls(model: MoneyModel, real: MoneySystem, picks: number[]) {
  const all = real.replayables;
  if (all.length === 0) return;
  const order = [...picks.map((pick) => all[pick % all.length]!), ...all];
  for (const call of order) {
    if (call.kind === 'seamless') {
      const answers = await Promise.all([
        real.seamlessCall(call.path, call.input),
        real.seamlessCall(call.path, call.input),
      ]);
      const cancelled = call.path === 'debit' && isCancelledDebit(model, String(call.input.transactionId));
      for (const answer of answers) {
        expect(answer.envelope, `replay ${call.path} ${String(call.input.transactionId)}`).toEqual(
          cancelled
            ? expect.objectContaining({ success: false, errorCode: 'TRANSACTION_CANCELLED' })
            : { success: true, value: call.first },
        );
      }
    } else if (call.kind === 'transfer') {
      expect(await call.send(), 'replay transfer').toMatchObject({ amount: call.amount, replayed: true });
    } else {
      const failure = await call.send().catch((error: unknown) => error as { errorCode?: string });
      expect((failure as { errorCode?: string }).errorCode, 'replay review').toBe(call.errorCode);
    }
  }
  await real.expectConsistent(model, 'replays');
  expect(await real.seamlessEntryCount(), 'ledger entries of provider transactions').toBe(model.seamlessEntries);
}
