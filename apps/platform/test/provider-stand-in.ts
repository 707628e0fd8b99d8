import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rgsLaunchRequestSchema, type RgsCatalog, type RgsLaunchRequest, type RgsRooms } from '@ficha/contract';
import { isFresh, verifySignature } from '@ficha/contract/server';

/** How the stand-in answers a launch: a URL built from the request, or an answer that is not one. */
export type LaunchBehaviour = 'url' | 'bad_answer';

/**
 * A local stand-in for a game provider (`GET /rgs/v1/games`, `POST /rgs/v1/launch`) on a loopback port: it
 * checks the platform's signature (over the raw query string or body) and freshness like a real game server,
 * serves the catalog the test sets and answers launches with a URL carrying the launch token.
 */
export async function startProviderStandIn(options: { secret: string; catalog?: RgsCatalog }) {
  let secret = options.secret;
  let catalog: RgsCatalog = options.catalog ?? { provider: 'FICHA', games: [] };
  let reachable = true;
  let launchBehaviour: LaunchBehaviour = 'url';
  /** The rooms it answers; null: it has no rooms call (404, like a provider without multiplayer games). */
  let rooms: RgsRooms['rooms'] | null = null;
  const requests: Array<{ url: string; provider: string | undefined; signatureValid: boolean }> = [];
  const launches: RgsLaunchRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const provider = request.headers['x-provider'];
      const signature = request.headers['x-signature'];
      const signed = request.method === 'POST' ? body : query;
      const signatureValid =
        typeof signature === 'string' && verifySignature(secret, signed, signature) && provider === 'PLATFORM';
      requests.push({ url, provider: typeof provider === 'string' ? provider : undefined, signatureValid });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (!reachable) return send(503, { success: false, errorCode: 'system_busy', message: 'down' });
      if (!signatureValid) return send(401, { success: false, errorCode: 'INVALID_SIGNATURE', message: '' });
      if (request.method === 'GET' && url.startsWith('/rgs/v1/games?')) {
        if (!isFresh(Number(new URLSearchParams(query).get('timestamp')))) {
          return send(401, { success: false, errorCode: 'REQUEST_EXPIRED', message: '' });
        }
        return send(200, { success: true, value: catalog });
      }
      if (request.method === 'GET' && url.startsWith('/rgs/v1/rooms?') && rooms !== null) {
        return send(200, { success: true, value: { provider: catalog.provider, rooms } });
      }
      if (request.method === 'POST' && url === '/rgs/v1/launch') {
        const parsed = rgsLaunchRequestSchema.safeParse(JSON.parse(body));
        if (!parsed.success || !isFresh(parsed.data.timestamp)) {
          return send(400, { success: false, errorCode: 'request_param_err', message: '' });
        }
        launches.push(parsed.data);
        if (launchBehaviour === 'bad_answer')
          return send(200, { success: true, value: { url: 'javascript:alert(1)' } });
        const play = new URL(`/play/${encodeURIComponent(parsed.data.gameCode)}`, baseUrl);
        play.searchParams.set('token', parsed.data.launchToken);
        return send(200, { success: true, value: { url: play.toString() } });
      }
      return send(404, { success: false, errorCode: 'not_found', message: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    requests,
    /** The launch calls received, newest last. */
    launches,
    serve(next: RgsCatalog) {
      catalog = next;
    },
    /** The secret the stand-in checks signatures with (after the registry rotated it). */
    setSecret(next: string) {
      secret = next;
    },
    /** false: every call answers 503, like a provider that is down. */
    setReachable(next: boolean) {
      reachable = next;
    },
    serveRooms(next: RgsRooms['rooms'] | null) {
      rooms = next;
    },
    setLaunchBehaviour(next: LaunchBehaviour) {
      launchBehaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
