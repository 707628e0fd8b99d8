import type { ErrorCode } from '@ficha/contract';

/** A request no ordinary client sends, and the envelope a server of ours answers it with. */
export interface RouterErrorProbe {
  name: string;
  request: string;
  status: number;
  errorCode: ErrorCode;
}

/**
 * The router-level failures every server of ours answers in the envelope (issue 11, finding 6), aimed at a GET
 * and a POST path of the server: for `sendRawHttp` in each server's tests.
 */
export function routerErrorProbes({ path, postPath }: { path: string; postPath: string }): RouterErrorProbe[] {
  const end = 'Host: 127.0.0.1\r\nConnection: close\r\n\r\n';
  return [
    {
      name: 'a URL that does not decode',
      request: `GET /%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\n${end}`,
      status: 400,
      errorCode: 'request_param_err',
    },
    {
      name: 'a method the HTTP parser does not know',
      request: `FOO ${path} HTTP/1.1\r\n${end}`,
      status: 405,
      errorCode: 'http_method_not_support',
    },
    {
      name: 'a 100 KB URL',
      request: `GET ${path}?q=${'a'.repeat(100_000)} HTTP/1.1\r\n${end}`,
      status: 431,
      errorCode: 'request_too_large',
    },
    {
      name: 'headers over the size limit',
      request: `GET ${path} HTTP/1.1\r\nX-Filler: ${'b'.repeat(40_000)}\r\n${end}`,
      status: 431,
      errorCode: 'request_too_large',
    },
    {
      name: 'a header line without a colon',
      request: `GET ${path} HTTP/1.1\r\nBroken Header\r\n${end}`,
      status: 400,
      errorCode: 'request_param_err',
    },
    {
      name: 'malformed JSON',
      request: `POST ${postPath} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\n${end}{bad}`,
      status: 400,
      errorCode: 'request_param_err',
    },
    {
      name: 'a body of a content type no parser takes',
      request: `POST ${postPath} HTTP/1.1\r\nContent-Type: text/xml\r\nContent-Length: 4\r\n${end}<a/>`,
      status: 400,
      errorCode: 'request_param_err',
    },
  ];
}
