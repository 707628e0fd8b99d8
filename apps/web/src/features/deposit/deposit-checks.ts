import { parseMoneyText, toWireMoney, type FieldError, type ProofImageType } from '@ficha/contract';
import { readProofFile } from '@ficha/ui';

const amountProblems = ['deposit_amount_required', 'deposit_amount_invalid', 'deposit_amount_range'] as const;
export type AmountProblem = (typeof amountProblems)[number];

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

const proofProblems = ['deposit_proof_required', 'deposit_proof_type', 'deposit_proof_size'] as const;
export type ProofProblem = (typeof proofProblems)[number];

/** Every problem the deposit forms find themselves, each the translation key of its text. */
export const depositProblems = [...amountProblems, 'deposit_reference_required', ...proofProblems] as const;

/** Checks a picked proof file (png or jpg by its bytes, at most 5 MB) and reads it as base64 for the JSON body. */
export async function checkProof(
  file: File | null,
): Promise<{ ok: true; contentType: ProofImageType; base64: string } | { ok: false; problem: ProofProblem }> {
  if (!file) return { ok: false, problem: 'deposit_proof_required' };
  const read = await readProofFile(file);
  if (read.ok) return read;
  return { ok: false, problem: read.reason === 'too_big' ? 'deposit_proof_size' : 'deposit_proof_type' };
}

/** The amount typed as the request's wire number; not a number when `checkAmount` refuses it. */
export function wireAmount(text: string, limits: { minAmount: number; maxAmount: number }): number {
  const checked = checkAmount(text, limits);
  return checked.ok ? checked.amount : Number.NaN;
}

/** The amount input's problem as a field error of the deposit forms, or null. */
export function amountFieldError(text: string, limits: { minAmount: number; maxAmount: number }): FieldError | null {
  const checked = checkAmount(text, limits);
  return checked.ok ? null : { field: 'amount', reason: checked.problem };
}
