import {
  createPromotion,
  decideRebateRequest,
  listRebateRequests,
  extendPlayerBonus,
  getRaffleDraw,
  forfeitPlayerBonus,
  getPlayerBonuses,
  listConsolePromotionClaims,
  listConsolePromotions,
  setPromotionStatus,
  updatePromotion,
  uploadConsolePromotionArt,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type ConsolePromotion = EndpointOutput<typeof listConsolePromotions>['list'][number];
export type PromotionClaim = EndpointOutput<typeof listConsolePromotionClaims>['list'][number];
export type PlayerBonus = EndpointOutput<typeof getPlayerBonuses>['list'][number];
export type PromotionBody = EndpointInput<typeof createPromotion>;
export type RebateRequest = EndpointOutput<typeof listRebateRequests>['list'][number];
export type RebateRequestStatus = RebateRequest['status'];

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

const rebatesKey = ['rebate-requests'] as const;

/** The manual rebate requests of a status (pending: the queue, oldest first). */
export function useRebateRequests(status: Exclude<RebateRequestStatus, 'due'>, pageNo: number) {
  return useQuery({
    queryKey: [...rebatesKey, status, pageNo],
    queryFn: () => apiClient.call(listRebateRequests, { status, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideRebateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof decideRebateRequest>) => apiClient.call(decideRebateRequest, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rebatesKey }),
        queryClient.invalidateQueries({ queryKey: promotionsKey }),
      ]),
  });
}

/** Stores a promotion's art in the merchant's image store (decision 0077); the builder takes its address. */
export function useUploadPromotionArt() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof uploadConsolePromotionArt>) =>
      apiClient.call(uploadConsolePromotionArt, input),
  });
}

/** A raffle's commitment and, once drawn, its seed and winners (decision 0076). */
export function useRaffleDraw(promotionId: number) {
  return useQuery({
    queryKey: [...promotionsKey, 'raffle-draw', promotionId],
    queryFn: () => apiClient.call(getRaffleDraw, { promotionId }),
  });
}
