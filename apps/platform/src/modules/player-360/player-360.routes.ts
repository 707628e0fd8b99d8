import { addPlayerNote, getPlayer360, setPlayerTags } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { Player360Service } from './player-360.service.ts';

export function player360Routes(bind: EndpointBinder, players: Player360Service) {
  bind.bind(getPlayer360, async (input, request) => players.view(merchantIdOf(request), input.memberId, input.days));
  bind.bind(addPlayerNote, async (input, request) =>
    players.addNote(merchantIdOf(request), input.memberId, input.body, operatorActorOf(request)),
  );
  bind.bind(setPlayerTags, async (input, request) =>
    players.setTags(merchantIdOf(request), input.memberId, input.tags, operatorActorOf(request)),
  );
}
