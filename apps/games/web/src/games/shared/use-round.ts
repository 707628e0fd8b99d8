import type { EndpointInput, PlayResult } from '@ficha/contract';
import { useState } from 'react';
import { useGame, type PlayEndpoint } from '../../lib/game-context.tsx';

/**
 * One-shot rounds (dice, limbo, plinko, keno, wheel): locks the bet, plays, lets the game animate the
 * outcome, then credits the win on screen.
 */
export function useRound() {
  const game = useGame();
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<PlayResult | null>(null);

  async function run<E extends PlayEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    animate: (result: PlayResult) => Promise<void>,
  ): Promise<PlayResult | null> {
    setBusy(true);
    game.setLocked(true);
    setLast(null);
    try {
      const result = await game.play(endpoint, input);
      if (result) {
        await animate(result);
        game.reveal(result);
        setLast(result);
      }
      return result;
    } finally {
      setBusy(false);
      game.setLocked(false);
    }
  }

  return { busy, last, run };
}
