import { depositStatuses, type DepositStatus, type EndpointInput, type searchDeposits } from '@ficha/contract';

export interface DepositFilters {
  status: DepositStatus | '';
  channelCode: string;
  username: string;
  from: string;
  to: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const filterNames = ['status', 'channelCode', 'username', 'from', 'to'] as const;

/** The queue's filters from `?status=…&channelCode=…&username=…&from=…&to=…`; odd values are dropped. */
export function depositFiltersFromSearch(search: URLSearchParams): DepositFilters {
  const status = search.get('status') ?? '';
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return isoDate.test(value) ? value : '';
  };
  return {
    status: (depositStatuses as readonly string[]).includes(status) ? (status as DepositStatus) : '',
    channelCode: (search.get('channelCode') ?? '').slice(0, 32),
    username: (search.get('username') ?? '').slice(0, 32),
    from: date('from'),
    to: date('to'),
  };
}

export function depositSearchParams(filters: DepositFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) if (filters[name]) params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function depositSearchInput(filters: DepositFilters, pageNo: number): EndpointInput<typeof searchDeposits> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.channelCode ? { channelCode: filters.channelCode } : {}),
    ...(filters.username ? { username: filters.username } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    pageNo,
    pageSize: 20,
  };
}
