import { sniffImage, type UploadImageType } from '@ficha/contract';
import { decode as decodePng } from 'fast-png';

/**
 * An uploaded image checked whole, by its bytes (KYC documents, decision 0049; banner images, decision 0065): a
 * name or a declared type can lie, and a file that only starts like an image can carry a page or a script.
 */
export interface ImageFile {
  type: UploadImageType;
  width: number;
  height: number;
}

/** The most pixels an image may claim (a small file that inflates to gigabytes is a decompression bomb). */
const maxPixels = 40_000_000;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

const sized = (type: UploadImageType, width: number, height: number): ImageFile | null =>
  width > 0 && height > 0 && width * height <= maxPixels ? { type, width, height } : null;

/** A PNG that decodes, within the pixel budget, and ends at its IEND chunk (no page riding along behind it). */
function readPng(bytes: Buffer): ImageFile | null {
  if (bytes.length < 33 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  const image = sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  if (!image || ascii(bytes, bytes.length - 8, bytes.length - 4) !== 'IEND') return null;
  try {
    decodePng(bytes);
    return image;
  } catch {
    return null;
  }
}

/** Markers that stand alone (no length): TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (C0..CF except DHT C4, JPG C8 and DAC CC): they carry the image's size. */
const startOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG whose segments chain from SOI to the start of scan with a frame header of a real size, and which ends
 * with EOI: each segment's length must land on the next marker.
 */
function readJpeg(bytes: Buffer): ImageFile | null {
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let at = 2;
  let frame: ImageFile | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (startOfFrame(marker)) {
      if (length < 8) return null;
      frame = sized('image/jpeg', bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
      if (!frame) return null;
    }
    if (marker === 0xda) return frame;
    at += 2 + length;
  }
  return null;
}

/** A WebP's size from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    // The key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** A WebP: a RIFF container of exactly the file's length whose first chunk is an image (VP8, VP8L, VP8X). */
function readWebp(bytes: Buffer): ImageFile | null {
  if (bytes.length < 20) return null;
  const riffLength = bytes.readUInt32LE(4) + 8;
  if (riffLength !== bytes.length && riffLength + 1 !== bytes.length) return null;
  const size = webpSize(bytes);
  return size ? sized('image/webp', size.width, size.height) : null;
}

const readers: Record<UploadImageType, (bytes: Buffer) => ImageFile | null> = {
  'image/png': readPng,
  'image/jpeg': readJpeg,
  'image/webp': readWebp,
};

/**
 * What an image file is, checked whole: its type by its first bytes, a structure that holds to its end, and its
 * size in pixels. Null for anything else (a renamed file, a polyglot, a truncated or oversized picture).
 */
export function readImageFile(bytes: Buffer): ImageFile | null {
  const type = sniffImage(bytes);
  return type ? readers[type](bytes) : null;
}
