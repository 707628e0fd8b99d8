import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPngChunks } from '../../../test/read-png-chunks.ts';
import { encodePng } from './png-encoder.ts';

describe('png encoder', () => {
  it('checks chunks with the standard CRC-32 (node:zlib)', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('writes signature, IHDR, IDAT with the filtered scanlines, and IEND', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const chunks = readPngChunks(encodePng({ width: 3, height: 2, rgb }));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    expect([...inflateSync(chunks[1]!.data)]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
    expect(chunks[2]!.data.length).toBe(0);
  });

  it('is read back by a checking reader, which rejects a damaged chunk', () => {
    const png = encodePng({ width: 1, height: 1, rgb: new Uint8Array([1, 2, 3]) });
    expect(readPngChunks(png)).toHaveLength(3);
    png[20] = 9;
    expect(() => readPngChunks(png)).toThrow(/bad CRC in IHDR/);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, rgb: new Uint8Array(11) })).toThrow();
  });
});
