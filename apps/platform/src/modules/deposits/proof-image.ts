import { DomainError, depositProofMaxBytes } from '@ficha/contract';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are, by their magic bytes; null for anything else. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return null;
}

/**
 * Decodes a proof image sent as base64 and checks it: not empty, at most 5 MB, and its bytes are the declared
 * type (a file named .jpg that is not a JPEG is refused, whatever its name or declared type).
 */
export function decodeProof(contentType: 'image/png' | 'image/jpeg', dataBase64: string): Buffer {
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0 || bytes.length > depositProofMaxBytes) throw new DomainError('deposit_proof_invalid');
  if (sniffImageType(bytes) !== contentType) throw new DomainError('deposit_proof_invalid');
  return bytes;
}
