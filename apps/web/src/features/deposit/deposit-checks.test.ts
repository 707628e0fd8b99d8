import { describe, expect, it } from 'vitest';
import { checkAmount, checkProof } from './deposit-checks.ts';

const limits = { minAmount: 100, maxAmount: 50000 };

describe('checkAmount', () => {
  it('accepts amounts inside the limits, with a comma or a point', () => {
    expect(checkAmount('250.5', limits)).toEqual({ ok: true, amount: 250.5 });
    expect(checkAmount('100,00', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount('50000', limits)).toEqual({ ok: true, amount: 50000 });
  });

  it('names the problem of bad or out-of-range amounts', () => {
    expect(checkAmount(' ', limits)).toEqual({ ok: false, problem: 'deposit_amount_required' });
    for (const text of ['-1', '0', '1.234', '1e3', 'abc'])
      expect(checkAmount(text, limits)).toEqual({ ok: false, problem: 'deposit_amount_invalid' });
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, problem: 'deposit_amount_range' });
    expect(checkAmount('50000.01', limits)).toEqual({ ok: false, problem: 'deposit_amount_range' });
  });
});

describe('proof checks', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  it('knows png and jpeg by their bytes, not their names', async () => {
    expect(await checkProof(new File([png], 'foto.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: true,
      contentType: 'image/png',
      base64: 'iVBORw0KGgoA',
    });
    expect(await checkProof(new File(['GIF89a'], 'foto.png', { type: 'image/png' }))).toEqual({
      ok: false,
      problem: 'deposit_proof_type',
    });
  });

  it('refuses a missing file and one above 5 MB', async () => {
    expect(await checkProof(null)).toEqual({ ok: false, problem: 'deposit_proof_required' });
    const big = new File([png, new Uint8Array(5 * 1024 * 1024)], 'big.png');
    expect(await checkProof(big)).toEqual({ ok: false, problem: 'deposit_proof_size' });
  });
});
