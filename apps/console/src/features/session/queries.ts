import {
  changeOperatorPassword,
  confirmOperatorTotp,
  disableOperatorTotp,
  getOperatorCaptcha,
  operatorLogin,
  operatorLogout,
  startOperatorTotp,
  type EndpointInput,
} from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { operatorSessionQueryOptions } from '../../lib/operator-session-query.ts';
import { clearSessionToken, storeSessionToken } from '../../lib/session-token.ts';

export type OperatorLoginInput = EndpointInput<typeof operatorLogin>;

/** The signed-in operator (merchant code, name, role, permissions). */
export function useOperatorSession() {
  return useQuery(operatorSessionQueryOptions());
}

export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorLoginInput) => apiClient.call(operatorLogin, input),
    onSuccess: ({ token, operator }) => {
      // Nothing cached for a previous operator may leak into this session.
      queryClient.clear();
      queryClient.setQueryData(operatorSessionQueryOptions().queryKey, operator);
      storeSessionToken(token);
    },
  });
}

export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(operatorLogout, {}),
    // Signing out locally must work even when the server can't be reached.
    onSettled: () => {
      clearSessionToken('signed_out');
      queryClient.clear();
    },
  });
}

/** A fresh sign-in captcha of a merchant; `round` asks for a new one after each attempt (a captcha works once). */
export function operatorCaptchaQueryOptions(merchantCode: string, round: number) {
  return queryOptions({
    queryKey: ['operator-captcha', merchantCode, round],
    queryFn: () => apiClient.call(getOperatorCaptcha, { merchantCode }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A new TOTP secret waiting for its first code (the QR code and the text form of the secret). */
export function useStartOperatorTotp() {
  return useMutation({ mutationFn: () => apiClient.call(startOperatorTotp, {}) });
}

/**
 * Turns the second factor on (or moves it to a new secret). Everything is read again: the session, the operators'
 * factors and the activity all show it, and pages held back until the setup may load now.
 */
export function useConfirmOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.call(confirmOperatorTotp, { code }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDisableOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.call(disableOperatorTotp, { code }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The operator's own password change; everything is read again (pages held back until it may load now). */
export function useChangeOperatorPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changeOperatorPassword>) => apiClient.call(changeOperatorPassword, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
