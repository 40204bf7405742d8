/** The order's QR code (spec 02 §2, §7): a PNG of its scan code with a quiet zone of 4 modules. */
import QRCode from 'qrcode';

export const QR_MARGIN = 4;

export function qrCodePng(scanCode: string): Promise<Buffer> {
  return QRCode.toBuffer(scanCode, { type: 'png', margin: QR_MARGIN, width: 240, errorCorrectionLevel: 'M' });
}
