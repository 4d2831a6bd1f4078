import qrcode from 'qrcode-generator';

/**
 * A QR code as a standalone SVG document: one path of 1x1 squares in a quiet zone of 4 modules
 * (the standard's), error correction M, dark on white whatever the page's theme, so any phone
 * reads it. The text is data, never markup: only module coordinates reach the SVG.
 */
export function qrSvg(text: string, pixels = 220): string {
  const margin = 4;
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const size = count + margin * 2;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>`
  );
}
