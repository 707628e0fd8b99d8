import { kycDocumentMaxBytes } from '@ficha/contract';
import { png } from './security/hostile-files.ts';

/** Real documents of each type a player may upload (a 2×2 JPEG, a 1×1 lossless WebP, a one-page PDF). */
export const kycFiles = {
  png,
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z',
    'base64',
  ),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

/** Files a player may try as a document, each of which must be refused with `kyc_document_invalid`. */
export const refusedDocuments: ReadonlyArray<{ name: string; contentType: string; bytes: Buffer }> = [
  {
    name: 'a GIF declared as png',
    contentType: 'image/png',
    bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  },
  { name: 'a png declared as jpeg', contentType: 'image/jpeg', bytes: png },
  {
    name: 'an HTML page declared as PDF',
    contentType: 'application/pdf',
    bytes: Buffer.from('<html><script>1</script>'),
  },
  {
    name: 'a PDF with JavaScript',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF'),
  },
  { name: 'a PDF without its trailer', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>>') },
  {
    name: 'a png with a page after its end',
    contentType: 'image/png',
    bytes: Buffer.concat([png, Buffer.from('<html><script>1</script>')]),
  },
  { name: 'a jpeg cut short', contentType: 'image/jpeg', bytes: kycFiles.jpeg.subarray(0, 200) },
  {
    name: 'a webp whose RIFF length lies',
    contentType: 'image/webp',
    bytes: Buffer.concat([kycFiles.webp, Buffer.alloc(8)]),
  },
  {
    name: 'a PDF one byte over 8 MB',
    contentType: 'application/pdf',
    bytes: Buffer.concat([
      kycFiles.pdf.subarray(0, 9),
      Buffer.alloc(kycDocumentMaxBytes - kycFiles.pdf.length + 1, 32),
      kycFiles.pdf.subarray(9),
    ]),
  },
];

/** File names that carry a path or a control character. */
export const refusedFileNames = [
  '../../etc/passwd',
  'a/b.png',
  'C:\\Users\\x.png',
  'id\u0000.png',
  'bell\u0007.png',
  '..',
];
