import type { EndpointInput, PlayResult } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { useGame, type PlayEndpoint } from '../../lib/game-context.tsx';

/**
 * Multi-step rounds (mines, hilo): the round stays open while the player decides, resumes from the session
 * when the page was left with one open, and keeps the bet and the seeds locked until it settles.
 */
export function useOpenRound(kind: 'mines' | 'hilo') {
  const game = useGame();
  const [round, setRound] = useState<PlayResult | null>(() => {
    const active = game.session.activeRound;
    return active && active.outcome.game === kind ? active : null;
  });
  const [busy, setBusy] = useState(false);
  const open = round?.state === 'open';
  const { setLocked } = game;
  useEffect(() => {
    setLocked(open);
  }, [open, setLocked]);

  async function act<E extends PlayEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    animate?: (r: PlayResult) => Promise<void>,
  ) {
    setBusy(true);
    try {
      const result = await game.play(endpoint, input);
      if (!result) return null;
      if (animate) await animate(result);
      setRound(result);
      if (result.state !== 'open') game.reveal(result);
      return result;
    } finally {
      setBusy(false);
    }
  }

  return { round, open, busy, act };
}
