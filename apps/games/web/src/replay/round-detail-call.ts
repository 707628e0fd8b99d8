import { defineEndpoint, gamesApiPaths, roundDetailSchema } from '@ficha/contract';
import { z } from 'zod';
import { gamesApi } from '../lib/api.ts';

/**
 * The round detail (`GET /rgs/v1/rounds/<roundId>`): the contract names the path with the round id in it,
 * so the endpoint is made for the id, with the contract's response schema.
 */
export function fetchRoundDetail(roundId: string) {
  const endpoint = defineEndpoint({
    name: 'roundDetail',
    method: 'GET',
    path: gamesApiPaths.roundDetail.replace(':roundId', encodeURIComponent(roundId)),
    auth: 'none',
    tag: 'games',
    summary: 'A round for game recall',
    request: z.strictObject({}),
    response: roundDetailSchema,
  });
  return gamesApi.call(endpoint, {});
}
