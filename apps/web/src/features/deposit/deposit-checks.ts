import { depositProofMaxBytes, parseMoneyText, toWireMoney } from '@ficha/contract';

export type AmountProblem = 'deposit_amount_required' | 'deposit_amount_invalid' | 'deposit_amount_range';

/**
 * The typed amount as a wire number when it is a positive decimal with at most 2 decimals inside the channel's
 * limits (compared in minor units); otherwise the translation key of the problem.
 */
export function checkAmount(
  text: string,
  limits: { minAmount: number; maxAmount: number },
): { ok: true; amount: number } | { ok: false; problem: AmountProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { ok: false, problem: 'deposit_amount_required' };
  const parsed = parseMoneyText(trimmed);
  if (!parsed.ok || parsed.minor === 0n) return { ok: false, problem: 'deposit_amount_invalid' };
  const min = parseMoneyText(limits.minAmount.toFixed(2));
  const max = parseMoneyText(limits.maxAmount.toFixed(2));
  if ((min.ok && parsed.minor < min.minor) || (max.ok && parsed.minor > max.minor))
    return { ok: false, problem: 'deposit_amount_range' };
  return { ok: true, amount: toWireMoney(parsed.minor) };
}

export type ProofProblem = 'deposit_proof_required' | 'deposit_proof_type' | 'deposit_proof_size';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

/** What the first bytes say the file is (the server checks the same): a name or a type can lie. */
export function sniffImage(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (startsWith(pngSignature)) return 'image/png';
  if (startsWith(jpegSignature)) return 'image/jpeg';
  return null;
}

/** Checks a picked proof file: png or jpg by its bytes, at most 5 MB. */
export async function checkProof(
  file: File | null,
): Promise<{ ok: true; contentType: 'image/png' | 'image/jpeg' } | { ok: false; problem: ProofProblem }> {
  if (!file) return { ok: false, problem: 'deposit_proof_required' };
  if (file.size > depositProofMaxBytes) return { ok: false, problem: 'deposit_proof_size' };
  const contentType = sniffImage(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!contentType || file.size === 0) return { ok: false, problem: 'deposit_proof_type' };
  return { ok: true, contentType };
}

/** The file's bytes as base64, for the JSON body. */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk)
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}
