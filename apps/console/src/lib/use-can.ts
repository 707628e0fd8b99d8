import type { OperatorPermission } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { operatorSessionQueryOptions } from './operator-session-query.ts';

/**
 * Whether the signed-in operator's role has `permission` (the contract's matrix, as the session answered it).
 * False until the session is known: the console shows an action only once it is sure; the server decides anyway.
 */
export function useCan(permission: OperatorPermission): boolean {
  const { data } = useQuery(operatorSessionQueryOptions());
  return data?.permissions.includes(permission) ?? false;
}

/** The signed-in operator's permissions; undefined until the session is known. */
export function usePermissions(): ReadonlySet<OperatorPermission> | undefined {
  const { data } = useQuery(operatorSessionQueryOptions());
  return data ? new Set(data.permissions) : undefined;
}
