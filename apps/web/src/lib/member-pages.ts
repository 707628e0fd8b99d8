import type { ModuleId } from '@ficha/contract';
import { memberPath } from './route-table.ts';

/**
 * The member-centre pages (SPEC §2.6) that exist, in menu order, with their upstream title keys
 * (upstream-api §5.4). The others (transferFund, depositv2, withdraw, …) are added here as they are built;
 * the menu shows only what is listed.
 */
export const memberPages: readonly MemberPageEntry[] = [
  { id: 'securityCenter', titleKey: 'in_my_account' },
  { id: 'transferFund', titleKey: 'in_my_wallet' },
  { id: 'depositv2', titleKey: 'in_increase_deposit' },
  { id: 'bonusDetails', titleKey: 'in_bonus_details' },
  { id: 'manualRebate', titleKey: 'manual_rebate', moduleId: 'MANPLAYREB3' },
  { id: 'withdraw', titleKey: 'in_increase_withdrawal' },
  { id: 'identityVerification', titleKey: 'in_identity_verification' },
  { id: 'transferUpline', titleKey: 'in_transfer_upline', moduleId: 'AGETRANSFERUP3' },
  { id: 'personalHistoryCopy', titleKey: 'in_betting_record' },
  { id: 'transactionHistory', titleKey: 'in_account_record', moduleId: 'MEMTRANS3' },
  { id: 'personalProfit', titleKey: 'in_personal_loss' },
  { id: 'missionLeaderboard', titleKey: 'mission_activity' },
  { id: 'referral', titleKey: 'invite_friends' },
  { id: 'messageV2', titleKey: 'in_platform_information', moduleId: 'INBOX3' },
  { id: 'responsibleGaming', titleKey: 'in_responsible_gaming' },
] as const;

interface MemberPageEntry {
  id:
    | 'securityCenter'
    | 'transferFund'
    | 'depositv2'
    | 'bonusDetails'
    | 'manualRebate'
    | 'withdraw'
    | 'identityVerification'
    | 'transferUpline'
    | 'personalHistoryCopy'
    | 'transactionHistory'
    | 'personalProfit'
    | 'missionLeaderboard'
    | 'referral'
    | 'messageV2'
    | 'responsibleGaming';
  titleKey:
    | 'in_my_account'
    | 'in_my_wallet'
    | 'in_increase_deposit'
    | 'in_bonus_details'
    | 'manual_rebate'
    | 'in_increase_withdrawal'
    | 'in_identity_verification'
    | 'in_transfer_upline'
    | 'in_betting_record'
    | 'in_account_record'
    | 'in_personal_loss'
    | 'mission_activity'
    | 'invite_friends'
    | 'in_platform_information'
    | 'in_responsible_gaming';
  /** The whitelabel module the page needs; the menu leaves it out when the module is off. */
  moduleId?: ModuleId;
}

export type MemberPage = MemberPageEntry;
export type MemberPageId = MemberPage['id'];

/** The query parameter naming the page (the original's `setMcPage(<page>)`). */
export const memberPageParam = 'page';

const defaultPage = memberPages[0] as MemberPage;

/** The pages whose module is on (flattened whitelabel: modId → on). */
export function availableMemberPages(modules: Readonly<Record<string, boolean>>): MemberPage[] {
  return memberPages.filter((page) => !page.moduleId || modules[page.moduleId] === true);
}

/**
 * The page a `?page=` value asks for among `pages`; none or an unknown one is the first page (`/member` is
 * securityCenter).
 */
export function resolveMemberPage(param: string | null, pages: readonly MemberPage[] = memberPages): MemberPage {
  return pages.find((page) => page.id === param) ?? defaultPage;
}

/** The address of a page; the first page is plain `/member`. */
export function memberPageHref(id: MemberPageId): string {
  if (id === defaultPage.id) return memberPath;
  return `${memberPath}?${new URLSearchParams({ [memberPageParam]: id }).toString()}`;
}
