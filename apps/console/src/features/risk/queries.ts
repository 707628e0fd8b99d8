import {
  assignRiskAlert,
  closeRiskAlert,
  getRiskAlert,
  getRiskRules,
  listRiskAlerts,
  lockRiskAlertMember,
  noteRiskAlert,
  updateRiskRule,
  type EndpointInput,
  type RiskAlert,
  type RiskRule,
  type RiskRuleKind,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { RiskAlert, RiskRule, RiskRuleKind };

const riskKey = ['risk'] as const;

export interface RiskFilters {
  status: 'open' | 'closed' | '';
  rule: RiskRuleKind | '';
  memberId?: number | undefined;
}

export function useRiskAlerts(filters: RiskFilters, pageNo: number) {
  const input = {
    pageNo,
    pageSize: 20,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.rule ? { rule: filters.rule } : {}),
    ...(filters.memberId ? { memberId: filters.memberId } : {}),
  };
  return useQuery(
    queryOptions({
      queryKey: [...riskKey, 'list', input],
      queryFn: () => apiClient.call(listRiskAlerts, input),
      placeholderData: keepPreviousData,
      // Alerts are raised as money moves, while the queue is open.
      refetchInterval: 30_000,
    }),
  );
}

export function useRiskAlert(alertId: number) {
  return useQuery({
    queryKey: [...riskKey, 'alert', alertId],
    queryFn: () => apiClient.call(getRiskAlert, { alertId }),
  });
}

/** The queue's actions; each answers the alert as it now is. */
export function useRiskAlertAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'assign'; input: EndpointInput<typeof assignRiskAlert> }
        | { kind: 'note'; input: EndpointInput<typeof noteRiskAlert> }
        | { kind: 'close'; input: EndpointInput<typeof closeRiskAlert> }
        | { kind: 'lock'; input: EndpointInput<typeof lockRiskAlertMember> },
    ) => {
      switch (action.kind) {
        case 'assign':
          return apiClient.call(assignRiskAlert, action.input);
        case 'note':
          return apiClient.call(noteRiskAlert, action.input);
        case 'close':
          return apiClient.call(closeRiskAlert, action.input);
        case 'lock':
          return apiClient.call(lockRiskAlertMember, action.input);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: riskKey }),
  });
}

export function useRiskRules() {
  return useQuery({ queryKey: [...riskKey, 'rules'], queryFn: () => apiClient.call(getRiskRules, {}) });
}

export function useUpdateRiskRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateRiskRule>) => apiClient.call(updateRiskRule, input),
    onSuccess: (answer) => queryClient.setQueryData([...riskKey, 'rules'], answer),
  });
}
