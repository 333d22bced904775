import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * Draws a QR code of `text` as vector squares (sharp at any zoom, nothing to rasterise), with
 * its lower-left corner at (x, y) and `size` points wide, on a page without a quiet zone of its
 * own: leave blank space around it.
 */
export function drawQr(
  page: PDFPage,
  text: string,
  box: { x: number; y: number; size: number; color?: RGB },
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = box.size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: box.x + column * cell,
        y: box.y + box.size - (row + 1) * cell,
        width: cell,
        height: cell,
        color: box.color ?? rgb(0, 0, 0),
      });
    }
  }
}
