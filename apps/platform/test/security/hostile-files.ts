import { proofImageMaxBytes } from '@ficha/contract';
import { crc32 } from 'node:zlib';

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const pngProof = { contentType: 'image/png' as const, dataBase64: png.toString('base64') };

const script = '<html><body><script>window.__pwned = 1; alert(document.domain)</script></body></html>';

/** Files an attacker uploads as a proof image, each of which must be refused. */
export const refusedUploads: ReadonlyArray<{ name: string; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }> = [
  { name: 'an HTML page declared as png', contentType: 'image/png', bytes: Buffer.from(script) },
  {
    name: 'an SVG with a script',
    contentType: 'image/png',
    bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`),
  },
  { name: 'a GIF', contentType: 'image/png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
  { name: 'a PDF', contentType: 'image/jpeg', bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF') },
  { name: 'a zip (a docx, an apk)', contentType: 'image/png', bytes: Buffer.from('PK\x03\x04 not an image') },
  { name: 'an ELF executable', contentType: 'image/jpeg', bytes: Buffer.from('\x7fELF\x02\x01\x01 binary') },
  { name: 'a png cut to its first four bytes', contentType: 'image/png', bytes: png.subarray(0, 4) },
  { name: 'a zero-byte file', contentType: 'image/png', bytes: Buffer.alloc(0) },
  {
    name: 'a png one byte over the limit',
    contentType: 'image/png',
    bytes: Buffer.concat([png, Buffer.alloc(proofImageMaxBytes + 1 - png.length)]),
  },
];

/** A polyglot: a real PNG signature with an HTML page and a script behind it. */
export const pngPolyglot = Buffer.concat([png, Buffer.from(script)]);

/** A real PNG whose tEXt chunk carries a page with a script: an image still, served and shown only as one. */
export function pngWithScriptInside(): Buffer {
  const data = Buffer.from(`Comment\0${script}`);
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature, then the IHDR chunk (4 length + 4 type + 13 data + 4 crc)
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}
