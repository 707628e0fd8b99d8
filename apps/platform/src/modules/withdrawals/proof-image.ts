import { DomainError, proofImageMaxBytes } from '@ficha/contract';

export type ProofMime = 'image/png' | 'image/jpeg';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * A proof image sent as base64 (SPEC §9: png or jpg, at most 5 MB). The type comes from the file's magic bytes,
 * never from a name or a declared type.
 */
export function readProofImage(base64: string): { mime: ProofMime; bytes: Buffer } {
  const bytes = Buffer.from(base64, 'base64');
  const invalid = () =>
    new DomainError('proof_image_invalid', { fields: [{ field: 'proofImage', reason: 'proof_image_invalid' }] });
  if (bytes.length === 0 || bytes.length > proofImageMaxBytes) throw invalid();
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return { mime: 'image/png', bytes };
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return { mime: 'image/jpeg', bytes };
  throw invalid();
}
