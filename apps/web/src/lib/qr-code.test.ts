import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qr-code.ts';

describe('qrCodePath', () => {
  it('draws one unit square per dark module inside a 4-module quiet zone', () => {
    const text = 'https://ficha.example/app/ficha.apk';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { path, size } = qrCodePath(text);
    expect(size).toBe(modules.size + 8);
    const squares = path.match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(squares).toHaveLength(modules.data.filter(Boolean).length);
    // The top-left finder pattern starts at the corner of the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('gives different codes for different links', () => {
    expect(qrCodePath('https://a.example/ios').path).not.toBe(qrCodePath('https://a.example/android').path);
  });
});
