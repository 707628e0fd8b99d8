import { proofImageMaxBytes, sniffProofImage, type ProofImageType } from '@ficha/contract';

/**
 * Decodes a proof image sent as base64: not empty, at most 5 MB, and a png or jpeg by its magic bytes (never by a
 * name or a declared type). Null for anything else; each module answers its own error.
 */
export function decodeProofImage(base64: string): { type: ProofImageType; bytes: Buffer } | null {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > proofImageMaxBytes) return null;
  const type = sniffProofImage(bytes);
  return type ? { type, bytes } : null;
}
