import { flattenWhitelabel, type WhitelabelNode } from '@ficha/contract';
import { useMemo } from 'react';
import { useSystemStatus } from './system-queries.ts';
import { availableMemberPages, type MemberPage } from './member-pages.ts';

/** The member-centre pages this merchant offers (their modules on). */
export function useMemberPages(): MemberPage[] {
  const status = useSystemStatus();
  return useMemo(
    () => availableMemberPages(flattenWhitelabel(status.info.whitelabel as WhitelabelNode[])),
    [status.info.whitelabel],
  );
}
