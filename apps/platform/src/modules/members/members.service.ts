/**
 * The members module's door: what other modules (accounts, member security, deposits, adjustments, transfers)
 * may read and write of members, their login records and known IPs. The rest of members.queries.ts stays
 * inside this folder (lint: a `*.queries.ts` file is imported only from its own module).
 */
export {
  findMemberById,
  findMemberByInvitationCode,
  findMemberByReferralCode,
  findMemberByUsername,
  findMembersByMobile,
  hasDownline,
  insertLoginRecord,
  insertMember,
  knownIpState,
  listLoginRecords,
  lockMerchantTree,
  placeUnderUpline,
  rememberIp,
  updateMember,
  type MemberPatch,
} from './members.queries.ts';
