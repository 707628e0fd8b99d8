import type { RecordedCall } from './recorded-call.ts';

/** The live support chat's recorded calls (upstream-api §1.3 and §1.12), sent as the original client sends them. */
export const chatCalls: readonly RecordedCall[] = [
  { source: 'upstream-api §1.3 CSP_ImUrl', method: 'GET', path: '/wps/relay/CSP_ImUrl', params: {}, caller: 'visitor' },
  {
    source: 'upstream-api §1.12 chatMessage (unread)',
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.12 launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    params: {},
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.12 launchChat (A sends a token)',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.12 model list (live streams)',
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    params: {},
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.12 chat permission',
    method: 'GET',
    path: '/wps/relay/CBS_groupPermission',
    params: {},
    caller: 'player',
  },
];
