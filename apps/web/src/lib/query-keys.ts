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

/** Promotions and bonuses (decision 0054): a claim, a forfeit or a granted bonus refreshes them all. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, token: string | null) => [...promotionKeys.all, 'list', language, token] as const,
  categories: (language: string) => [...promotionKeys.all, 'categories', language] as const,
  bonuses: (token: string | null) => [...promotionKeys.all, 'bonuses', token] as const,
};
