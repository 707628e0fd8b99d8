import type { EndpointInput, listOutbox } from '@ficha/contract';

export const outboxChannels = ['all', 'sms', 'email'] as const;

export type OutboxChannelFilter = (typeof outboxChannels)[number];

/** The filters of the outbox page, as kept in its URL (`?channel=sms&recipient=…&page=2`). */
export interface OutboxFilters {
  channel: OutboxChannelFilter;
  recipient: string;
}

export type OutboxInput = EndpointInput<typeof listOutbox>;

export const outboxPageSize = 20;

/** The longest recipient search the contract accepts. */
export const recipientMaxLength = 128;

export function toChannelFilter(value: string | null): OutboxChannelFilter {
  return outboxChannels.find((channel) => channel === value) ?? 'all';
}

export function outboxFiltersFromSearch(searchParams: URLSearchParams): OutboxFilters {
  return {
    channel: toChannelFilter(searchParams.get('channel')),
    recipient: (searchParams.get('recipient') ?? '').trim().slice(0, recipientMaxLength),
  };
}

/** The URL of the filters on a page; defaults are left out, so the plain page has a plain address. */
export function outboxSearchParams(filters: OutboxFilters, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.channel !== 'all') params['channel'] = filters.channel;
  const recipient = filters.recipient.trim();
  if (recipient) params['recipient'] = recipient;
  if (page > 1) params['page'] = String(page);
  return params;
}

/** The list call for the filters: "all" channels and a blank recipient send nothing. */
export function outboxInput(filters: OutboxFilters, pageNo: number): OutboxInput {
  const input: OutboxInput = { pageNo, pageSize: outboxPageSize };
  if (filters.channel !== 'all') input.channel = filters.channel;
  const recipient = filters.recipient.trim();
  if (recipient) input.recipient = recipient;
  return input;
}

export function hasOutboxFilters(filters: OutboxFilters): boolean {
  return filters.channel !== 'all' || filters.recipient.trim() !== '';
}
