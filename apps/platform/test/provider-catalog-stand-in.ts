import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RgsCatalog } from '@ficha/contract';
import { isFresh, verifySignature } from '@ficha/contract/server';

/**
 * A local stand-in for a game provider's catalog endpoint (`GET /rgs/v1/games`) on a loopback port: it checks
 * the platform's signature and freshness like a real game server and serves the catalog the test sets.
 */
export async function startProviderCatalogStandIn(options: { secret: string; catalog: RgsCatalog }) {
  let catalog = options.catalog;
  let reachable = true;
  const requests: Array<{ url: string; provider: string | undefined; signatureValid: boolean }> = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const provider = request.headers['x-provider'];
    const signature = request.headers['x-signature'];
    const signatureValid =
      typeof signature === 'string' && verifySignature(options.secret, query, signature) && provider === 'PLATFORM';
    requests.push({ url, provider: typeof provider === 'string' ? provider : undefined, signatureValid });
    const timestamp = Number(new URLSearchParams(query).get('timestamp'));
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!reachable) return send(503, { success: false, errorCode: 'system_busy', message: 'down' });
    if (!url.startsWith('/rgs/v1/games?')) return send(404, { success: false, errorCode: 'not_found', message: '' });
    if (!signatureValid) return send(401, { success: false, errorCode: 'INVALID_SIGNATURE', message: '' });
    if (!isFresh(timestamp)) return send(401, { success: false, errorCode: 'REQUEST_EXPIRED', message: '' });
    return send(200, { success: true, value: catalog });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    serve(next: RgsCatalog) {
      catalog = next;
    },
    /** false: every call answers 503, like a provider that is down. */
    setReachable(next: boolean) {
      reachable = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
