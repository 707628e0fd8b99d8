import {
  createPromotion,
  extendPlayerBonus,
  forfeitPlayerBonus,
  getPlayerBonuses,
  listConsolePromotionClaims,
  listConsolePromotions,
  setPromotionStatus,
  updatePromotion,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type ConsolePromotion = EndpointOutput<typeof listConsolePromotions>['list'][number];
export type PromotionClaim = EndpointOutput<typeof listConsolePromotionClaims>['list'][number];
export type PlayerBonus = EndpointOutput<typeof getPlayerBonuses>['list'][number];
export type PromotionBody = EndpointInput<typeof createPromotion>;

const promotionsKey = ['promotions'] as const;
const bonusesKey = ['player-bonuses'] as const;

/** The merchant's promotions and its time zone (the builder's schedule is in it). */
export function usePromotions() {
  return useQuery({
    queryKey: [...promotionsKey, 'list'],
    queryFn: () => apiClient.call(listConsolePromotions, {}),
  });
}

export function usePromotionClaims(promotionId: number, pageNo: number) {
  return useQuery({
    queryKey: [...promotionsKey, 'claims', promotionId, pageNo],
    queryFn: () => apiClient.call(listConsolePromotionClaims, { promotionId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePromotion(promotionId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromotionBody) =>
      promotionId === null
        ? apiClient.call(createPromotion, body)
        : apiClient.call(updatePromotion, { promotionId, ...body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof setPromotionStatus>) => apiClient.call(setPromotionStatus, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

/** One player's bonuses (the member detail page). */
export function usePlayerBonuses(memberId: number) {
  return useQuery({
    queryKey: [...bonusesKey, memberId],
    queryFn: () => apiClient.call(getPlayerBonuses, { memberId }),
  });
}

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof forfeitPlayerBonus>) => apiClient.call(forfeitPlayerBonus, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusesKey }),
  });
}

export function useExtendBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof extendPlayerBonus>) => apiClient.call(extendPlayerBonus, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusesKey }),
  });
}
