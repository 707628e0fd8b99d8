import { describe, expect, it } from 'vitest';
import { readProofFile } from './read-proof-file.ts';

describe('readProofFile', () => {
  it('knows png and jpeg by their signature, not their names, and answers base64', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'foto.jpg', {
      type: 'image/jpeg',
    });
    expect(await readProofFile(png)).toEqual({ ok: true, contentType: 'image/png', base64: 'iVBORw0KGgoB' });
    expect(await readProofFile(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      base64: '/9j/4A==',
    });
  });

  it('refuses other types, empty and oversized files', async () => {
    expect(await readProofFile(new File(['GIF89a'], 'foto.png', { type: 'image/png' }))).toEqual({
      ok: false,
      reason: 'not_image',
    });
    expect(await readProofFile(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0])]))).toEqual({
      ok: false,
      reason: 'not_image',
    });
    expect(await readProofFile(new Blob([]))).toEqual({ ok: false, reason: 'empty' });
    expect(await readProofFile(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))).toEqual({
      ok: false,
      reason: 'too_big',
    });
  });
});
