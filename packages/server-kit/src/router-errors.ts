import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, errorStatus, fail, toLanguageCode, type ErrorCode } from '@ficha/contract';
import { errorMessage, requestLanguage } from '@ficha/contract/server';
import { bareAnswerSecurityHeaders } from './security-headers.ts';

/**
 * Failures Fastify's router meets before any route or error handler runs (a URL that does not decode, a path
 * parameter over the length limit, a failing async constraint), answered in the envelope.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 'system_busy' : 'request_param_err';
  void reply
    .status(errorStatus[code])
    .headers(bareAnswerSecurityHeaders)
    .send(fail(code, errorMessage(code, requestLanguage(request))));
}

/** Node's HTTP parser errors (`clientError`) by their code: which of ours each one is. */
function clientErrorCode(code: string | undefined): ErrorCode {
  if (code === 'HPE_HEADER_OVERFLOW') return 'request_too_large';
  if (code === 'HPE_INVALID_METHOD') return 'http_method_not_support';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'request_param_err';
}

/** The `Language` header of what was read of a request that never parsed, when it got that far. */
function rawLanguage(rawPacket: unknown) {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const match = /\r\nlanguage:[ \t]*([A-Za-z-]{2,8})[ \t]*\r\n/i.exec(rawPacket.toString('latin1', 0, 16_384));
  return toLanguageCode(match?.[1]);
}

/** How long a refused connection may keep sending before it is cut. */
const drainMs = 5_000;

/** Sockets already answered: the parser may report more of what the client still sends. */
const answered = new WeakSet<Duplex>();

/**
 * The `clientError` answer: a request Node's HTTP parser refused (an unknown method, a request line or headers
 * over the limit, malformed syntax, a timeout) never reaches Fastify, so the envelope is written on the socket.
 * The socket is ended, not destroyed, and what the client still sends is read and dropped: closing with unread
 * data would reset the connection, and the client would lose the answer (a 100 KB URL got an empty 431).
 */
export function clientErrorReply(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(error.code);
  const status = errorStatus[code];
  const body = JSON.stringify(fail(code, errorMessage(code, rawLanguage(error.rawPacket) ?? defaultLanguage)));
  answered.add(socket);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(bareAnswerSecurityHeaders)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      'Connection: close\r\n\r\n' +
      body,
  );
  socket.on('error', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), drainMs).unref();
}
