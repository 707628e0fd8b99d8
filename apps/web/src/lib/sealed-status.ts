import { getSessionKey, getSystemStatus, linkKeyHeader, type SystemStatus } from '@ficha/contract';
import { createLinkKey, openLink, type ApiClient, type LinkKey } from '@ficha/contract/client';

/**
 * The start-up status with its customer-service paths opened (SPEC §3 "Customer service paths are decrypted on
 * the client side", decision 0079): a fresh link key per status call, wrapped for the server's session key; the
 * server seals each path for it and only this page can open them. A path that does not open stays empty, and
 * the site offers no link for it. Without WebCrypto or a session key the status still loads, with no links.
 */
export async function loadSystemStatus(client: ApiClient): Promise<SystemStatus> {
  let link: LinkKey | null = null;
  try {
    link = await createLinkKey(await client.call(getSessionKey, {}));
  } catch {
    link = null;
  }
  if (!link) return client.call(getSystemStatus, {});
  const status = await client.call(getSystemStatus, {}, { headers: { [linkKeyHeader]: link.header } });
  const key = link.key;
  const customerService = await Promise.all(
    status.info.customerService.map(async (entry) => ({ ...entry, path: (await openLink(key, entry.path)) ?? '' })),
  );
  return { ...status, info: { ...status.info, customerService } };
}
