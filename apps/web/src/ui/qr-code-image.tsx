import { useMemo } from 'react';
import { qrCodePath } from '../lib/qr-code.ts';

/** A QR code of `text` as a crisp SVG on white, `size` px square, named by `label`. */
export function QrCodeImage({ text, label, size = 132 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => qrCodePath(text), [text]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${code.size} ${code.size}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
