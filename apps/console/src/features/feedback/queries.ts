import { answerConsoleFeedback, listConsoleFeedback, type EndpointInput } from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const feedbackKey = ['feedback'] as const;

export function useFeedbackInbox(input: { status: 'open' | 'answered' | undefined; pageNo: number }) {
  const query = { ...(input.status ? { status: input.status } : {}), pageNo: input.pageNo, pageSize: 20 };
  return useQuery({
    queryKey: [...feedbackKey, query],
    queryFn: () => apiClient.call(listConsoleFeedback, query),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof answerConsoleFeedback>) => apiClient.call(answerConsoleFeedback, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKey }),
  });
}
