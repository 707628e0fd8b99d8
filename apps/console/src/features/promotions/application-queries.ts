import {
  decidePromotionApplication,
  getPromotionApplicationImage,
  issuePromotion,
  listPromotionApplications,
  listPromotionIssues,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type ConsoleApplicationRow = EndpointOutput<typeof listPromotionApplications>['list'][number];
export type ApplicationQueueStatus = EndpointInput<typeof listPromotionApplications>['status'];

const applicationsKey = ['promotion-applications'] as const;
const issuesKey = ['promotion-issues'] as const;

/** The applications queue (decision 0077): open ones oldest first, or those of one status. */
export function usePromotionApplications(status: NonNullable<ApplicationQueueStatus>, pageNo: number) {
  return useQuery({
    queryKey: [...applicationsKey, status, pageNo],
    queryFn: () => apiClient.call(listPromotionApplications, { status, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

/** One image of an application, as a data address (fetched when shown). */
export function useApplicationImage(applicationId: number | null, position: number) {
  return useQuery({
    queryKey: [...applicationsKey, 'image', applicationId, position],
    enabled: applicationId !== null,
    queryFn: async () => {
      const image = await apiClient.call(getPromotionApplicationImage, {
        applicationId: applicationId ?? 0,
        position,
      });
      return `data:${image.contentType};base64,${image.dataBase64}`;
    },
    staleTime: Infinity,
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof decidePromotionApplication>) =>
      apiClient.call(decidePromotionApplication, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
      ]),
  });
}

export function usePromotionIssues(promotionId: number, pageNo: number) {
  return useQuery({
    queryKey: [...issuesKey, promotionId, pageNo],
    queryFn: () => apiClient.call(listPromotionIssues, { promotionId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useIssuePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof issuePromotion>) => apiClient.call(issuePromotion, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: issuesKey }),
  });
}
