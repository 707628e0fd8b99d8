import { memberPath } from '../../../app/route-table.ts';

/**
 * The member-centre pages (SPEC §2.6) that exist, in menu order, with their upstream title keys
 * (upstream-api §5.4). The others (transferFund, depositv2, withdraw, …) are added here as they are built;
 * the menu shows only what is listed.
 */
export const memberPages = [
  { id: 'securityCenter', titleKey: 'in_my_account' },
  { id: 'personalHistoryCopy', titleKey: 'in_betting_record' },
  { id: 'personalProfit', titleKey: 'in_personal_loss' },
] as const;

export type MemberPage = (typeof memberPages)[number];
export type MemberPageId = MemberPage['id'];

/** The query parameter naming the page (the original's `setMcPage(<page>)`). */
export const memberPageParam = 'page';

const [defaultPage] = memberPages;

/** The page a `?page=` value asks for; none or an unknown one is the first page (`/member` is securityCenter). */
export function resolveMemberPage(param: string | null): MemberPage {
  return memberPages.find((page) => page.id === param) ?? defaultPage;
}

/** The address of a page; the first page is plain `/member`. */
export function memberPageHref(id: MemberPageId): string {
  if (id === defaultPage.id) return memberPath;
  return `${memberPath}?${new URLSearchParams({ [memberPageParam]: id }).toString()}`;
}
