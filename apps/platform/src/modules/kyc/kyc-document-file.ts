import { kycDocumentMaxBytes, type KycDocumentType } from '@ficha/contract';
import { readImageFile } from '../../http/image-file.ts';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** Names in a PDF that run something when it opens: a document of ours never needs them. */
const activePdfNames = /\/(JavaScript|JS|Launch|OpenAction|AA|EmbeddedFile|RichMedia|XFA)\b/;

/**
 * A PDF: the `%PDF-1.x`/`%PDF-2.x` header at the start, `%%EOF` at its end (whitespace after it only), and none of
 * the names that run script, launch a program or carry an embedded file.
 */
function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8))) return false;
  if (!/%%EOF\s*$/.test(ascii(bytes, Math.max(0, bytes.length - 64), bytes.length))) return false;
  return !activePdfNames.test(ascii(bytes, 0, bytes.length));
}

const checks: Record<KycDocumentType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => readImageFile(bytes)?.type === 'image/png',
  'image/jpeg': (bytes) => readImageFile(bytes)?.type === 'image/jpeg',
  'image/webp': (bytes) => readImageFile(bytes)?.type === 'image/webp',
  'application/pdf': isPdf,
};

/**
 * What a KYC document is, by its bytes: not empty, at most 8 MB, and exactly the declared type by content
 * (decision 0049). Null for anything else.
 */
export function checkKycDocumentBytes(declared: KycDocumentType, bytes: Buffer): Buffer | null {
  if (bytes.length === 0 || bytes.length > kycDocumentMaxBytes) return null;
  return checks[declared](bytes) ? bytes : null;
}

/**
 * A file's own name, as the reviewer will see it: no directory part (`/`, `\`), no `..`, no NUL or other
 * control characters, not blank.
 */
export function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return false;
  return name.trim() === name && name.length > 0 && !name.includes('..');
}
