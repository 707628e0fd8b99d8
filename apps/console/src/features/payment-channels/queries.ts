import {
  createPaymentChannel,
  listPaymentChannels,
  updatePaymentChannel,
  type EndpointInput,
  type PaymentChannel,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { PaymentChannel };
export type ChannelCreateInput = EndpointInput<typeof createPaymentChannel>;
export type ChannelUpdateInput = EndpointInput<typeof updatePaymentChannel>;

const channelsKey = ['payment-channels'] as const;

export function usePaymentChannels() {
  return useQuery({ queryKey: channelsKey, queryFn: () => apiClient.call(listPaymentChannels, {}) });
}

function useChannelChange<TInput>(call: (input: TInput) => Promise<PaymentChannel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}

export const useCreateChannel = () =>
  useChannelChange((input: ChannelCreateInput) => apiClient.call(createPaymentChannel, input));

export const useUpdateChannel = () =>
  useChannelChange((input: ChannelUpdateInput) => apiClient.call(updatePaymentChannel, input));
