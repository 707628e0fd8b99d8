import { connect } from 'node:net';

/** An answer read off a raw socket: the status line's code, the headers (names lower-cased) and the body. */
export interface RawHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are to a listening server and reads the answer until the server closes the
 * connection: for requests no HTTP client would send (an unknown method, a broken URL, oversized headers).
 * Send `Connection: close` on requests the server can parse, so it closes. With `chunkBytes` the request goes
 * out in pieces, each after the previous one was handed to the network, as a slow client keeps sending while
 * the server already answers; it stops when the server closes.
 */
export function sendRawHttp(
  port: number,
  request: string,
  options: { chunkBytes?: number } = {},
): Promise<RawHttpAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      const size = options.chunkBytes ?? request.length;
      const sendFrom = (offset: number): void => {
        if (socket.destroyed || socket.writableEnded) return;
        if (offset + size >= request.length) {
          socket.end(request.slice(offset));
          return;
        }
        socket.write(request.slice(offset, offset + size), () => sendFrom(offset + size));
      };
      sendFrom(0);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}
