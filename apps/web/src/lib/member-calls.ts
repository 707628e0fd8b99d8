import { getMemberInfo, logout, updateLanguage, type LanguageCode, type MemberInfo } from '@ficha/contract';
import { apiClient } from './api-client.ts';

/**
 * The session's calls to the account endpoints. This module is imported on demand, so a visitor's first
 * load does not carry the account endpoints' schemas (QUALITY.md: the home page's JavaScript budget).
 */
export function fetchMemberInfo(): Promise<MemberInfo> {
  return apiClient.call(getMemberInfo, {});
}

export async function endServerSession(): Promise<void> {
  await apiClient.call(logout, {});
}

export async function saveMemberLanguage(language: LanguageCode): Promise<void> {
  await apiClient.call(updateLanguage, { language });
}
