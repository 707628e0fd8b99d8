import { randomUUID } from 'node:crypto';
import { DomainError, isErrorCode, type CrashBet } from '@ficha/contract';

/** A bet or cash-out an instance that does not run the room received, sent to the one that does. */
export type CrashCommand =
  | { kind: 'bet'; sessionId: number; requestId: string; stake: string; autoCashOut: string | null }
  | { kind: 'cash_out'; sessionId: number; betId: string };

/** What the room answers a bet or a cash-out. */
export interface CrashAnswer {
  number: number;
  bet: CrashBet;
  balance: bigint;
  currency: string;
}

type Envelope = { id: string; from: string } & CrashCommand;
type Reply =
  | { id: string; to: string; ok: true; value: Omit<CrashAnswer, 'balance'> & { balance: string } }
  | { id: string; to: string; ok: false; errorCode: string; value?: unknown };

/**
 * Commands between a room's instances over NOTIFY (decision 0036): `send` publishes a command and waits for the
 * leader's reply, addressed to this instance, for at most `timeoutMs` (then `game_under_maintenance`: no
 * instance runs the room, or it did not answer — a repeated bet `requestId` answers the bet it made if it did);
 * `serve` runs a command on the leader and publishes its reply. Refusals travel as their error code and value.
 */
export function crashCommands(deps: {
  instanceId: string;
  timeoutMs: number;
  publishCommand: (payload: string) => Promise<void>;
  publishReply: (payload: string) => Promise<void>;
}) {
  const waiting = new Map<string, (reply: Reply) => void>();

  return {
    async send(command: CrashCommand): Promise<CrashAnswer> {
      const id = randomUUID();
      const replied = new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new DomainError('game_under_maintenance'));
        }, deps.timeoutMs);
        waiting.set(id, (reply) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(reply);
        });
      });
      const envelope: Envelope = { id, from: deps.instanceId, ...command };
      try {
        await deps.publishCommand(JSON.stringify(envelope));
      } catch {
        // This instance's connection to the others is down (it comes back by itself).
        waiting.get(id)?.({ id, to: deps.instanceId, ok: false, errorCode: 'game_under_maintenance' });
      }
      const reply = await replied;
      if (!reply.ok) {
        const code = isErrorCode(reply.errorCode) ? reply.errorCode : 'system_busy';
        throw new DomainError(code, reply.value === undefined ? {} : { value: reply.value });
      }
      return { ...reply.value, balance: BigInt(reply.value.balance) };
    },

    /** A reply on the replies channel: settles the command of this instance it answers. */
    received(payload: string) {
      const reply = JSON.parse(payload) as Reply;
      if (reply.to === deps.instanceId) waiting.get(reply.id)?.(reply);
    },

    /** The leader runs a command it heard and answers it. */
    async serve(payload: string, run: (command: CrashCommand) => Promise<CrashAnswer>) {
      const { id, from, ...command } = JSON.parse(payload) as Envelope;
      let reply: Reply;
      try {
        const answer = await run(command);
        reply = { id, to: from, ok: true, value: { ...answer, balance: String(answer.balance) } };
      } catch (error) {
        reply =
          error instanceof DomainError
            ? { id, to: from, ok: false, errorCode: error.code, value: error.value }
            : { id, to: from, ok: false, errorCode: 'system_busy' };
      }
      await deps.publishReply(JSON.stringify(reply));
    },
  };
}
