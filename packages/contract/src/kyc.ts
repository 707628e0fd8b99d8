import { sniffImage } from './proof-image.ts';

/**
 * KYC documents (issue 21, decision 0049): what a player uploads, in which states, and what the server takes.
 * Images (png, jpeg, webp) or PDF, at most 8 MB, typed by their bytes on the server (never by a name or a declared
 * type).
 */
export const kycDocumentKinds = ['id_front', 'id_back', 'selfie', 'proof_of_address', 'proof_of_payment'] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

export const kycDocumentStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type KycDocumentStatus = (typeof kycDocumentStatuses)[number];

export const kycDocumentTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

export const kycDocumentMaxBytes = 8 * 1024 * 1024;

const startsWith = (head: Uint8Array, text: string, at = 0) =>
  [...text].every((char, index) => head[at + index] === char.charCodeAt(0));

/**
 * What a document's first bytes say it is (the site picks the declared type with it; the server checks the whole
 * file against the declared type). Null for anything else.
 */
export function sniffKycDocument(head: Uint8Array): KycDocumentType | null {
  const image = sniffImage(head);
  if (image) return image;
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  return null;
}

/** The highest KYC level a merchant may define; level 0 is "nothing approved". */
export const kycMaxLevel = 3;

/** The ages a merchant may require (18, or 21 where the law says so). */
export const kycMinimumAges = [18, 21] as const;

/**
 * The default level definitions: each level adds documents to the ones below it. A merchant may move documents
 * between levels.
 */
export const defaultKycLevels: readonly (readonly KycDocumentKind[])[] = [
  ['id_front', 'id_back', 'selfie'],
  ['proof_of_address'],
  ['proof_of_payment'],
];
