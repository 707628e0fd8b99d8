import { describe, expect, it } from 'vitest';
import { readProofFile } from './read-proof-file.ts';

describe('readProofFile', () => {
  it('accepts a png by its signature and answers base64', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])]);
    expect(await readProofFile(png)).toEqual({ ok: true, base64: 'iVBORw0KGgoB' });
  });

  it('refuses other types, empty and oversized files', async () => {
    expect(await readProofFile(new Blob(['GIF89a']))).toEqual({ ok: false, reason: 'proof_type' });
    expect(await readProofFile(new Blob([]))).toEqual({ ok: false, reason: 'proof_size' });
    expect(await readProofFile(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))).toEqual({
      ok: false,
      reason: 'proof_size',
    });
  });
});
