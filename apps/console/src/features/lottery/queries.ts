import {
  cancelLotteryDraw,
  getLotteryLiability,
  getLotteryReport,
  getLotterySettings,
  listLotteryDraws,
  listLotteryProviders,
  saveLotteryGameSettings,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const lotteryKey = ['lottery'] as const;

export type LotterySettingsView = EndpointOutput<typeof getLotterySettings>;
export type LotteryGameView = LotterySettingsView['games'][number];
export type LotteryCalendarView = EndpointOutput<typeof listLotteryDraws>;
export type LotteryCalendarRow = LotteryCalendarView['upcoming'][number];
export type LotteryLiabilityView = EndpointOutput<typeof getLotteryLiability>;
export type LotteryReportView = EndpointOutput<typeof getLotteryReport>;
/** The period a lottery report covers (the provider is the page's). */
export type LotteryReportQuery = Omit<EndpointInput<typeof getLotteryReport>, 'providerCode'>;

export function useLotteryProviders() {
  return useQuery({
    queryKey: [...lotteryKey, 'providers'],
    queryFn: () => apiClient.call(listLotteryProviders, {}),
  });
}

export function useLotterySettings(providerCode: string) {
  return useQuery({
    queryKey: [...lotteryKey, providerCode, 'settings'],
    queryFn: () => apiClient.call(getLotterySettings, { providerCode }),
  });
}

export function useSaveLotteryGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveLotteryGameSettings>) =>
      apiClient.call(saveLotteryGameSettings, input),
    onSuccess: (settings, input) => queryClient.setQueryData([...lotteryKey, input.providerCode, 'settings'], settings),
  });
}

export function useLotteryDraws(providerCode: string, gameCode: string) {
  return useQuery({
    queryKey: [...lotteryKey, providerCode, 'draws', gameCode],
    queryFn: () => apiClient.call(listLotteryDraws, { providerCode, gameCode }),
    // Fast draws come and go by the minute.
    refetchInterval: 15_000,
  });
}

export function useCancelLotteryDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof cancelLotteryDraw>) => apiClient.call(cancelLotteryDraw, input),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: [...lotteryKey, input.providerCode] }),
  });
}

export function useLotteryLiability(providerCode: string, gameCode: string) {
  return useQuery({
    queryKey: [...lotteryKey, providerCode, 'liability', gameCode],
    queryFn: () => apiClient.call(getLotteryLiability, { providerCode, gameCode }),
    refetchInterval: 15_000,
  });
}

export function useLotteryReport(providerCode: string, query: LotteryReportQuery) {
  return useQuery({
    queryKey: [...lotteryKey, providerCode, 'report', query],
    queryFn: () => apiClient.call(getLotteryReport, { providerCode, ...query }),
    placeholderData: keepPreviousData,
    // Tickets are bought and settled by the minute.
    refetchInterval: 30_000,
  });
}
