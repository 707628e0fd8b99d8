import { useQuery } from '@tanstack/react-query';
import { attentionQueryOptions } from '../../lib/attention-query.ts';

/** The open items of each queue the operator may view (decision 0067). */
export function useAttention(enabled = true) {
  return useQuery({ ...attentionQueryOptions(), enabled });
}
