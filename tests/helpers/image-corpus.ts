import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files for the profile-picture upload tests, made here rather than stored: real images carrying EXIF
 * (so that the test can see it go), and the hostile ones of issue 13.
 */
export const EXIF_SECRET = 'Guessdle EXIF probe 51.5N 0.12W';

const exif = { IFD0: { Copyright: EXIF_SECRET, Artist: EXIF_SECRET } };
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).withExif(exif);

export const makeJpeg = (width = 900, height = 700) => photo(width, height).jpeg({ quality: 90 }).toBuffer();
export const makePng = (width = 640, height = 640) => photo(width, height).png().toBuffer();
export const makeWebp = (width = 600, height = 800) => photo(width, height).webp().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A decompression bomb: a complete, valid 1-bit PNG of width × height pixels (400 megapixels by default)
 * whose file is tiny, because every row is zeros and deflates to almost nothing.
 */
export function makePngBomb(width = 20_000, height = width): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Issue 25's bomb: 77 KB, 1 × 39,999,999 pixels (just under the old 40-megapixel cap), seconds of CPU to decode. */
export const makeThinPngBomb = () => makePngBomb(1, 39_999_999);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The first half of a real image: its header reads fine, its pixels end early. */
export const truncated = (image: Buffer) => image.subarray(0, Math.floor(image.length / 2));

/** A multipart form with one file in the upload's field. */
export function pictureForm(bytes: Uint8Array, name: string, type: string, field = 'profilePicture'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
