import type { Endpoint } from '../endpoint.ts';
import * as accountEndpoints from './account.ts';
import * as catalogEndpoints from './catalog.ts';
import * as consoleCatalogEndpoints from './console-catalog.ts';
import * as consoleMemberEndpoints from './console-members.ts';
import * as consoleEndpoints from './console.ts';
import * as memberSecurityEndpoints from './member-security.ts';
import * as contentEndpoints from './content.ts';
import * as systemEndpoints from './system.ts';
import * as walletEndpoints from './wallet.ts';

export * from './account-schemas.ts';
export * from './account.ts';
export * from './catalog.ts';
export * from './console-catalog.ts';
export * from './console-members.ts';
export * from './console.ts';
export * from './member-security.ts';
export * from './content.ts';
export * from './system.ts';
export * from './wallet.ts';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v,
  );
}

/** The route table: every call of the platform API. */
export const platformEndpoints: readonly Endpoint[] = [
  ...endpointsOf(systemEndpoints),
  ...endpointsOf(contentEndpoints),
  ...endpointsOf(accountEndpoints),
  ...endpointsOf(memberSecurityEndpoints),
  ...endpointsOf(walletEndpoints),
  ...endpointsOf(catalogEndpoints),
  ...endpointsOf(consoleCatalogEndpoints),
  ...endpointsOf(consoleEndpoints),
  ...endpointsOf(consoleMemberEndpoints),
];
