import { proofImageMaxBytes, sniffProofImage, type ProofImageType } from '@ficha/contract';

/** The IEND chunk that closes every PNG: its zero length, its type and its CRC. */
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Decodes a proof image sent as base64: not empty, at most 5 MB, and a png or jpeg by its magic bytes (never by a
 * name or a declared type). A png must also end where a png ends: bytes after IEND are how a page or a script rides
 * along in a polyglot. Null for anything else; each module answers its own error.
 */
export function decodeProofImage(base64: string): { type: ProofImageType; bytes: Buffer } | null {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > proofImageMaxBytes) return null;
  const type = sniffProofImage(bytes);
  if (type === 'image/png' && !bytes.subarray(-pngEnd.length).equals(pngEnd)) return null;
  return type ? { type, bytes } : null;
}
