import QRCode from 'qrcode';

/**
 * The dark modules of a QR code for `text` as one SVG path in module units (a 4-module quiet zone
 * around it), so the component draws it at any size with crisp edges and no canvas.
 */
export function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + 2 * quiet };
}
