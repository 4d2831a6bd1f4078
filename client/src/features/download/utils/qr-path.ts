import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: a 1x1 square per dark module, inside a quiet zone of `margin` modules. */
export interface QrPath {
  /** Modules per side, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  d: string;
}

/** Error correction M: a phone still reads it with a smudge or the brand mark over the centre. */
export function qrPath(text: string, margin = 2): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: count + margin * 2, d: parts.join('') };
}
