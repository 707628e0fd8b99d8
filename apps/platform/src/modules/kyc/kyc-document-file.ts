import { kycDocumentMaxBytes, sniffProofImage, type KycDocumentType } from '@ficha/contract';
import { decode as decodePng } from 'fast-png';

/** The most pixels an image may claim (a small file that inflates to gigabytes is a decompression bomb). */
const maxPixels = 40_000_000;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** A PNG that decodes, within the pixel budget, and ends at its IEND chunk (no page riding along behind it). */
function isPng(bytes: Buffer): boolean {
  if (sniffProofImage(bytes) !== 'image/png' || bytes.length < 33) return false;
  if (bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > maxPixels) return false;
  if (ascii(bytes, bytes.length - 8, bytes.length - 4) !== 'IEND') return false;
  try {
    decodePng(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Markers that stand alone (no length): TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (C0..CF except DHT C4, JPG C8 and DAC CC): they carry the image's size. */
const startOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG whose segments chain from SOI to the start of scan with a frame header of a real size, and which ends
 * with EOI: each segment's length must land on the next marker.
 */
function isJpeg(bytes: Buffer): boolean {
  if (sniffProofImage(bytes) !== 'image/jpeg') return false;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (startOfFrame(marker)) {
      if (length < 8) return false;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      if (width === 0 || height === 0 || width * height > maxPixels) return false;
      sawFrame = true;
    }
    if (marker === 0xda) return sawFrame;
    at += 2 + length;
  }
  return false;
}

/** A WebP: a RIFF container of exactly the file's length whose first chunk is an image (VP8, VP8L, VP8X). */
function isWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return false;
  const riffLength = bytes.readUInt32LE(4) + 8;
  if (riffLength !== bytes.length && riffLength + 1 !== bytes.length) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 16));
}

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
  'image/png': isPng,
  'image/jpeg': isJpeg,
  'image/webp': isWebp,
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
