/**
 * The query keys that more than one feature names: a feature's own queries use them, and the realtime host
 * and the session refresh or drop them. Keys only one feature uses stay in its queries file.
 */

/** The signed-in member, per session token. */
export const memberKeys = {
  all: ['member-info'] as const,
  info: (token: string | null) => ['member-info', token] as const,
};

/** The header balance, per session token. */
export const walletKeys = {
  balance: (token: string | null) => ['wallet-balance', token] as const,
};

/** The prefix of every deposit query (the realtime host refreshes them when a deposit settles). */
export const depositKey = ['deposit'] as const;

export const withdrawKeys = {
  all: ['withdraw'] as const,
  settings: () => [...withdrawKeys.all, 'settings'] as const,
  bankAccounts: () => [...withdrawKeys.all, 'bank-accounts'] as const,
  list: (pageNo: number) => [...withdrawKeys.all, 'list', pageNo] as const,
  confirmations: () => [...withdrawKeys.all, 'confirmations'] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  unread: (token: string | null) => [...messageKeys.all, 'unread', token] as const,
  inbox: (token: string | null, page: number) => [...messageKeys.all, 'inbox', token, page] as const,
};

/** The support chat (decision 0044): the conversation and the unread badge, per session token or visitor. */
export const chatKeys = {
  all: ['support-chat'] as const,
  unread: (token: string | null) => [...chatKeys.all, 'unread', token] as const,
};

/** Loyalty (decision 0055): points, the mall, redeem records and the VIP rank; a level-up notice refreshes them. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  balance: () => [...loyaltyKeys.all, 'balance'] as const,
  config: () => [...loyaltyKeys.all, 'config'] as const,
  rewards: () => [...loyaltyKeys.all, 'rewards'] as const,
  records: (pageNo: number) => [...loyaltyKeys.all, 'records', pageNo] as const,
  rank: () => [...loyaltyKeys.all, 'rank'] as const,
};

/** Missions and leaderboards (decision 0078): a claim refreshes the missions (and the badge). */
export const missionKeys = {
  all: ['missions'] as const,
  summary: (language: string) => [...missionKeys.all, 'summary', language] as const,
  boards: (language: string) => [...missionKeys.all, 'boards', language] as const,
  board: (language: string, boardId: number | null) => [...missionKeys.all, 'board', language, boardId] as const,
  heartbeat: () => [...missionKeys.all, 'heartbeat'] as const,
};

/** Invite friends (decision 0081): the member's code and its friends. */
export const referralKeys = {
  all: ['referral'] as const,
  details: (token: string | null) => [...referralKeys.all, 'details', token] as const,
  friends: (token: string | null, pageNo: number) => [...referralKeys.all, 'friends', token, pageNo] as const,
};

/** Promotions and bonuses (decision 0054): a claim, a forfeit or a granted bonus refreshes them all. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, token: string | null) => [...promotionKeys.all, 'list', language, token] as const,
  categories: (language: string) => [...promotionKeys.all, 'categories', language] as const,
  bonuses: (token: string | null) => [...promotionKeys.all, 'bonuses', token] as const,
  rebates: (language: string, token: string | null) => [...promotionKeys.all, 'rebates', language, token] as const,
  rebateRecords: (language: string, token: string | null) =>
    [...promotionKeys.all, 'rebate-records', language, token] as const,
  /** The reward center's issued rewards and the member's applications (decision 0077). */
  issued: (language: string, token: string | null) => [...promotionKeys.all, 'issued', language, token] as const,
  applications: (language: string, token: string | null) =>
    [...promotionKeys.all, 'applications', language, token] as const,
  raffles: (language: string, token: string | null) => [...promotionKeys.all, 'raffles', language, token] as const,
};
