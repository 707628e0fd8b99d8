import { getSessionKey } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { SessionKeyService } from './session-keys.service.ts';

export function sessionKeyRoutes(bind: EndpointBinder, keys: SessionKeyService) {
  bind.bind(getSessionKey, async () => keys.publicKey());
}
