import { kycDocumentMaxBytes, sniffKycDocument, type KycDocumentType } from '@ficha/contract';
import { bytesToBase64 } from '@ficha/ui';

export type KycFile =
  | { ok: true; contentType: KycDocumentType; base64: string }
  | { ok: false; reason: 'kyc_file_empty' | 'kyc_file_too_big' | 'kyc_file_type' };

/**
 * Reads a picked document as base64 for the JSON body after checking its size and that its first bytes are a
 * png, jpeg, webp or PDF (a name or a type can lie); the server checks the whole file again.
 */
export async function readKycFile(file: Blob): Promise<KycFile> {
  if (file.size === 0) return { ok: false, reason: 'kyc_file_empty' };
  if (file.size > kycDocumentMaxBytes) return { ok: false, reason: 'kyc_file_too_big' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffKycDocument(bytes);
  if (!contentType) return { ok: false, reason: 'kyc_file_type' };
  return { ok: true, contentType, base64: bytesToBase64(bytes) };
}
