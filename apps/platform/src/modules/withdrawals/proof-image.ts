import { DomainError, type ProofImageType } from '@ficha/contract';
import { decodeProofImage } from '../../http/proof-image.ts';

/** A not-received withdrawal's proof image (SPEC §9: png or jpg, at most 5 MB), typed by its magic bytes. */
export function readProofImage(base64: string): { mime: ProofImageType; bytes: Buffer } {
  const proof = decodeProofImage(base64);
  if (!proof)
    throw new DomainError('proof_image_invalid', { fields: [{ field: 'proofImage', reason: 'proof_image_invalid' }] });
  return { mime: proof.type, bytes: proof.bytes };
}
