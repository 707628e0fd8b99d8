import { proofImageMaxBytes, sniffProofImage, type ProofImageType } from '@ficha/contract';

export type ProofFile =
  { ok: true; contentType: ProofImageType; base64: string } | { ok: false; reason: 'empty' | 'too_big' | 'not_image' };

/**
 * Reads a picked proof file (SPEC §9: png or jpg, at most 5 MB) as base64 for the JSON body, after checking its
 * size and that its first bytes are a png or jpeg (a name or a type can lie). The server checks the bytes again.
 */
export async function readProofFile(file: Blob): Promise<ProofFile> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > proofImageMaxBytes) return { ok: false, reason: 'too_big' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffProofImage(bytes);
  if (!contentType) return { ok: false, reason: 'not_image' };
  return { ok: true, contentType, base64: bytesToBase64(bytes) };
}

/** Bytes as base64 for a JSON body, in slices (a spread of megabytes overflows the call stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
