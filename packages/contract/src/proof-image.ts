/** A proof image (a deposit's transfer proof, a withdrawal not received): png or jpg, at most 5 MB (SPEC §9). */
export const proofImageMaxBytes = 5 * 1024 * 1024;
export const proofImageTypes = ['image/png', 'image/jpeg'] as const;
export type ProofImageType = (typeof proofImageTypes)[number];

/** Every image type we take from an upload (a proof takes the first two; KYC documents and banners all three). */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

const startsWithText = (head: Uint8Array, text: string, at = 0) =>
  [...text].every((char, index) => head[at + index] === char.charCodeAt(0));

/** What the first bytes say the image is (server and browsers check the same): a name or a declared type can lie. */
export function sniffImage(head: Uint8Array): UploadImageType | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (startsWith(pngSignature)) return 'image/png';
  if (startsWith(jpegSignature)) return 'image/jpeg';
  if (startsWithText(head, 'RIFF') && startsWithText(head, 'WEBP', 8)) return 'image/webp';
  return null;
}

/** A proof image's type by its first bytes: png or jpeg only. */
export function sniffProofImage(head: Uint8Array): ProofImageType | null {
  const type = sniffImage(head);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}
