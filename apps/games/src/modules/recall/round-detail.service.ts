import { DomainError, toWireMoney, type Outcome, type RoundDetail, type RoundSettingsWire } from '@ficha/contract';
import type { RoundLifecycle } from '@ficha/provider-kit';
import { gameDefinition, isGameCode } from '../catalog/game-definitions.ts';
import { hideUndecided } from '../rounds/game-rules.ts';

/** The seeds a round was drawn from when they are not its player's pair (a crash bet: its room round's). */
export type SharedDrawFairness = (roundId: string) => Promise<RoundDetail['fairness'] | undefined>;

const roundIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Game recall: a round by its unguessable id (a random UUID), with its replay data and fairness. The server seed
 * is shown once its pair was rotated; an open round hides what the player has not uncovered.
 */
export function createRoundDetailService(deps: {
  rounds: Pick<RoundLifecycle, 'withPair'>;
  sharedDrawFairness: SharedDrawFairness;
}) {
  return {
    async detail(roundId: string): Promise<RoundDetail> {
      if (!roundIdPattern.test(roundId)) throw new DomainError('game_round_not_found');
      const row = await deps.rounds.withPair(roundId);
      const gameCode = row?.round.gameCode;
      if (!row || !gameCode || !isGameCode(gameCode)) throw new DomainError('game_round_not_found');
      const { round, pair } = row;
      const open = round.state === 'open';
      const state = open
        ? 'open'
        : round.state === 'settled' || round.state === 'rolled_back'
          ? round.state
          : 'pending';
      return {
        roundId: round.id,
        gameCode,
        gameNames: gameDefinition(gameCode).names,
        mode: round.mode,
        currency: round.currency,
        state,
        stake: toWireMoney(round.stakeMinor),
        win: toWireMoney(round.winMinor ?? 0n),
        multiplier: round.multiplier,
        createdAt: round.createdAt.toISOString(),
        settledAt: round.settledAt?.toISOString() ?? null,
        outcome: hideUndecided(round.outcome as Outcome, open),
        fairness: (gameCode === 'crash' ? await deps.sharedDrawFairness(round.id) : undefined) ?? {
          serverSeedHash: pair.serverSeedHash,
          serverSeed: pair.revealedAt ? pair.serverSeed : null,
          clientSeed: pair.clientSeed,
          nonce: round.nonce,
          settings: round.settings as RoundSettingsWire,
        },
      };
    },
  };
}

export type RoundDetailService = ReturnType<typeof createRoundDetailService>;
