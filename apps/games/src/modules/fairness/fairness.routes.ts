import { gamesApiEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { FairnessService } from './fairness.service.ts';

/** The player's seeds (current commitment, client seed, rotation) and the public verification call. */
export function fairnessRoutes(binder: EndpointBinder, deps: { fairness: FairnessService; caller: GameSessionCaller }) {
  const { fairness, caller } = deps;
  binder.bind(gamesApiEndpoints.fairness, (_input, request) => fairness.current(caller.sessionOf(request)));
  binder.bind(gamesApiEndpoints.clientSeed, ({ clientSeed }, request) =>
    fairness.rotate(caller.sessionOf(request), clientSeed),
  );
  binder.bind(gamesApiEndpoints.rotateSeed, ({ clientSeed }, request) =>
    fairness.rotate(caller.sessionOf(request), clientSeed),
  );
  binder.bind(gamesApiEndpoints.verify, async (input) => fairness.verify(input));
}
