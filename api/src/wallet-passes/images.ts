/**
 * The images an Apple pass must carry (icon, at 1x to 3x) and its logo, drawn once as plain
 * neutral squares rather than committed as binaries.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A `width` × `height` PNG of one RGB colour. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour, no interlace
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const NEUTRAL_GREY = [96, 96, 96] as const;

let images: Record<string, Buffer> | undefined;

/** The pass's image files by name. */
export function passImages(): Record<string, Buffer> {
  images ??= {
    'icon.png': solidPng(29, 29, NEUTRAL_GREY),
    'icon@2x.png': solidPng(58, 58, NEUTRAL_GREY),
    'icon@3x.png': solidPng(87, 87, NEUTRAL_GREY),
    'logo.png': solidPng(50, 50, NEUTRAL_GREY),
    'logo@2x.png': solidPng(100, 100, NEUTRAL_GREY),
  };
  return images;
}
