/**
 * QR codes as PNG images of a scan code: an order's (spec 02 §2, §7) with a quiet zone of 4
 * modules, a membership's (spec 03 §7, §9) with a margin of 2.
 */
import QRCode from 'qrcode';

export const QR_MARGIN = 4;
export const MEMBERSHIP_QR_MARGIN = 2;

export function qrCodePng(scanCode: string, margin = QR_MARGIN): Promise<Buffer> {
  return QRCode.toBuffer(scanCode, { type: 'png', margin, width: 240, errorCorrectionLevel: 'M' });
}
