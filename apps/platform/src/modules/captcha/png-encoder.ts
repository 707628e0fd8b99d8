import { encode } from 'fast-png';

/**
 * Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG with fast-png (the maintained encoder; every
 * scanline unfiltered, one IDAT). A buffer that doesn't match the size is refused.
 */
export function encodePng(image: { width: number; height: number; rgb: Uint8Array }): Buffer {
  const { width, height, rgb } = image;
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  return Buffer.from(encode({ width, height, data: rgb, channels: 3, depth: 8 }));
}
