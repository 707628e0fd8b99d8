/** A proof image (a deposit's transfer proof, a withdrawal not received): png or jpg, at most 5 MB (SPEC §9). */
export const proofImageMaxBytes = 5 * 1024 * 1024;
export const proofImageTypes = ['image/png', 'image/jpeg'] as const;
export type ProofImageType = (typeof proofImageTypes)[number];

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

/** What the first bytes say the image is (server and web check the same): a name or a declared type can lie. */
export function sniffProofImage(head: Uint8Array): ProofImageType | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (startsWith(pngSignature)) return 'image/png';
  if (startsWith(jpegSignature)) return 'image/jpeg';
  return null;
}
