import { DomainError } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { readProofImage } from './proof-image.ts';

const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');
/** The IEND chunk a png ends with. */
const pngEnd = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

describe('readProofImage', () => {
  it('knows png and jpeg by their magic bytes', () => {
    expect(readProofImage(b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...pngEnd])).mime).toBe('image/png');
    expect(readProofImage(b64([0xff, 0xd8, 0xff, 0xdb, 0])).mime).toBe('image/jpeg');
  });

  it('refuses other files, empty ones and ones above 5 MB, whatever they claim to be', () => {
    for (const bytes of [
      Buffer.from('GIF89a'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(0),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
    ]) {
      expect(() => readProofImage(bytes.toString('base64'))).toThrow(DomainError);
    }
  });
});
