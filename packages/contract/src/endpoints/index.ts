import type { Endpoint } from '../endpoint.ts';
import * as consoleEndpoints from './console.ts';
import * as contentEndpoints from './content.ts';
import * as systemEndpoints from './system.ts';

export * from './console.ts';
export * from './content.ts';
export * from './system.ts';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v,
  );
}

/** The route table: every call of the platform API. */
export const platformEndpoints: readonly Endpoint[] = [
  ...endpointsOf(systemEndpoints),
  ...endpointsOf(contentEndpoints),
  ...endpointsOf(consoleEndpoints),
];
