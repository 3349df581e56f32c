/**
 * Pictures for the demo's completed visits: small PNGs drawn here (a lawn under a sky, a fence, a few shrubs), so
 * the lightbox and the clients' messages show something real without shipping image files.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 240;
const HEIGHT = 160;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

type Rgb = [number, number, number];

/** One yard: `variant` moves the fence, the shrubs and the light. */
export function demoYardPng(variant: number): Buffer {
  const horizon = 55 + (variant % 4) * 6;
  const fenceTop = horizon - 18;
  const shrubs = [30 + variant * 17, 120 + variant * 11, 200 - variant * 9].map((x) => ((x % WIDTH) + WIDTH) % WIDTH);
  const pixel = (x: number, y: number): Rgb => {
    for (const centre of shrubs) {
      const dx = x - centre;
      const dy = y - (horizon + 8);
      if (dx * dx + dy * dy * 2 < 260) return [34, 96 + ((x + y) % 12), 40];
    }
    if (y < fenceTop) return [120 + Math.round((y / fenceTop) * 60), 170 + Math.round((y / fenceTop) * 40), 235];
    if (y < horizon) return x % 16 < 2 ? [110, 80, 50] : [176, 132, 86];
    const shade = ((x * 7 + y * 13 + variant * 31) % 17) - 8;
    return [70 + shade, 150 + shade * 2 - Math.round((y - horizon) / 6), 60 + shade];
  };
  return demoPng(WIDTH, HEIGHT, pixel);
}

/** A PNG of any size from a pixel function, for the demo's other pictures (the branding logo). */
export function demoPng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
