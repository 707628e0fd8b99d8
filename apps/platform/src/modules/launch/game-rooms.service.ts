import { DomainError, type EndpointResult, type getGameRooms } from '@ficha/contract';
import type { CatalogRequest, CatalogService } from '../catalog/catalog.service.ts';
import { fetchProviderRooms } from '../seamless/provider-client.ts';
import type { ProviderRegistryService } from '../seamless/providers.service.ts';

/**
 * `GLS2_roomList` (decision 0042): the open rooms of the merchant's multiplayer games, asked of each enabled
 * provider (our game server answers its crash room) and shown as the lobby lists their games. A provider that
 * does not answer, answers badly or has no rooms adds none; a room of a game the merchant does not list is left
 * out.
 */
export function createGameRoomService(deps: { providers: ProviderRegistryService; catalog: CatalogService }) {
  async function roomsOf(merchantId: number, code: string) {
    try {
      return await fetchProviderRooms(await deps.providers.endpoint(merchantId, code));
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  return {
    async rooms(request: CatalogRequest): Promise<EndpointResult<typeof getGameRooms>> {
      const { list: providers } = await deps.providers.list(request.merchant.id);
      const [items, answers] = await Promise.all([
        deps.catalog.itemsByProviderGame(request),
        Promise.all(providers.filter((p) => p.enabled).map((p) => roomsOf(request.merchant.id, p.code))),
      ]);
      return {
        list: answers.flatMap((answer) =>
          (answer?.rooms ?? []).flatMap(({ gameCode, ...room }) => {
            const item = items.get(`${answer?.provider}|${gameCode}`);
            return item ? [{ ...item, ...room }] : [];
          }),
        ),
      };
    },
  };
}

export type GameRoomService = ReturnType<typeof createGameRoomService>;
