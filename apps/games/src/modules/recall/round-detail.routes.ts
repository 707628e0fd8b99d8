import { gameRoundDetail } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { RoundDetailService } from './round-detail.service.ts';

/** `GET /rgs/v1/rounds/<roundId>`: the round for game recall, linked from the platform's bet records, public. */
export function roundDetailRoutes(binder: EndpointBinder, recall: RoundDetailService) {
  binder.bind(gameRoundDetail, ({ roundId }) => recall.detail(roundId));
}
