import {
  getSportsbookExposure,
  listSportsbookEvents,
  listSportsbookProviders,
  searchSportsbookBets,
  setSportsbookMarketState,
  voidSportsbookBets,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const sportsbookKey = ['sportsbook'] as const;

export type SportsbookEventsView = EndpointOutput<typeof listSportsbookEvents>;
export type SportsbookEventRow = SportsbookEventsView['events'][number];
export type SportsbookMarketRow = SportsbookEventRow['markets'][number];
export type SportsbookExposureView = EndpointOutput<typeof getSportsbookExposure>;
export type SportsbookBetSearch = EndpointInput<typeof searchSportsbookBets>;
export type SportsbookBetRow = EndpointOutput<typeof searchSportsbookBets>['bets'][number];

export function useSportsbookProviders() {
  return useQuery({
    queryKey: [...sportsbookKey, 'providers'],
    queryFn: () => apiClient.call(listSportsbookProviders, {}),
  });
}

export function useSportsbookEvents(providerCode: string, scope: 'open' | 'past') {
  return useQuery({
    queryKey: [...sportsbookKey, providerCode, 'events', scope],
    queryFn: () => apiClient.call(listSportsbookEvents, { providerCode, scope }),
    // Live scores and the feed's suspensions move by the minute.
    refetchInterval: 15_000,
  });
}

export function useSetMarketState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof setSportsbookMarketState>) =>
      apiClient.call(setSportsbookMarketState, input),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: [...sportsbookKey, input.providerCode] }),
  });
}

export function useVoidSportsbookBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof voidSportsbookBets>) => apiClient.call(voidSportsbookBets, input),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: [...sportsbookKey, input.providerCode] }),
  });
}

export function useSportsbookExposure(providerCode: string) {
  return useQuery({
    queryKey: [...sportsbookKey, providerCode, 'exposure'],
    queryFn: () => apiClient.call(getSportsbookExposure, { providerCode }),
    refetchInterval: 15_000,
  });
}

export function useSportsbookBets(search: SportsbookBetSearch) {
  return useQuery({
    queryKey: [...sportsbookKey, search.providerCode, 'bets', search],
    queryFn: () => apiClient.call(searchSportsbookBets, search),
    placeholderData: keepPreviousData,
  });
}
