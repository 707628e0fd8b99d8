/** The largest proof image (SPEC §9: png or jpg, 5 MB). The server checks the bytes again. */
export const proofMaxBytes = 5 * 1024 * 1024;

export type ProofCheck = { ok: true; base64: string } | { ok: false; reason: 'proof_type' | 'proof_size' };

/** Reads a chosen file as base64 after checking its first bytes are a PNG or JPEG signature and its size. */
export async function readProofFile(file: Blob): Promise<ProofCheck> {
  if (file.size === 0 || file.size > proofMaxBytes) return { ok: false, reason: 'proof_size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPng = [0x89, 0x50, 0x4e, 0x47].every((b, i) => bytes[i] === b);
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) return { ok: false, reason: 'proof_type' };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { ok: true, base64: btoa(binary) };
}
