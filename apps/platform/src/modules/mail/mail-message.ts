/** What the development mail catcher reads from a message as it travelled through SMTP. */
export interface MailMessage {
  /** Header names in lower case, folded lines joined, values as written (encoded words left as they are). */
  headers: ReadonlyMap<string, string>;
  /** The subject, encoded words decoded. */
  subject: string;
  /** The plain-text body (else the HTML one), transfer encoding undone, line ends as `\n`. */
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** One parameter of a header such as `Content-Type: multipart/alternative; boundary="abc"`. */
function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  return match?.[1] ?? match?.[2];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  }
  // Unencoded, the text always reaches us ending in a line end (SMTP adds one when missing): drop it.
  const bytes = encoding === 'quoted-printable' ? decodeQuotedPrintable(part.body) : Buffer.from(part.body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); whitespace between two of them is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** The first part of the type wanted, looking into multipart bodies depth first. */
function findPart(part: MimePart, type: string): MimePart | undefined {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (contentType.toLowerCase().startsWith('multipart/')) {
    const boundary = headerParameter(contentType, 'boundary');
    if (!boundary) return undefined;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = findPart(splitPart(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), type);
      if (found) return found;
    }
    return undefined;
  }
  return contentType.toLowerCase().startsWith(type) ? part : undefined;
}

/** Reads the headers, subject and text of a raw RFC 5322 message: enough MIME for what nodemailer sends. */
export function parseMailMessage(raw: Buffer): MailMessage {
  const message = splitPart(raw.toString('utf8'));
  const textPart = findPart(message, 'text/plain') ?? findPart(message, 'text/html');
  return {
    headers: message.headers,
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart) : '',
  };
}
