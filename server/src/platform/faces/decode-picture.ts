import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A decoded picture: RGB bytes, row by row. */
export interface RgbPicture {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** Larger pictures are refused: a camera frame or a portrait needs far fewer pixels. */
export const MAX_PICTURE_PIXELS = 16_000_000;

/**
 * Decodes a JPEG or PNG into RGB. Returns null for anything else, a damaged file or one larger
 * than MAX_PICTURE_PIXELS (checked from the header before the pixels are decoded, so a small
 * file that claims a huge picture costs nothing).
 */
export function decodePicture(bytes: Uint8Array): RgbPicture | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return decodeJpeg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return decodePng(bytes);
    return null;
  } catch {
    return null;
  }
}

function decodeJpeg(bytes: Uint8Array): RgbPicture | null {
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: false,
    maxResolutionInMP: MAX_PICTURE_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  return { width: decoded.width, height: decoded.height, rgb: decoded.data };
}

function decodePng(bytes: Uint8Array): RgbPicture | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header (IHDR) sits at a fixed place right after the signature: width, then height.
  if (buffer.length < 24 || buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > MAX_PICTURE_PIXELS) return null;
  const png = PNG.sync.read(buffer);
  const rgb = new Uint8Array(png.width * png.height * 3);
  for (let pixel = 0; pixel < png.width * png.height; pixel++) {
    // Transparent parts count as white, as a browser shows them on the page.
    const alpha = png.data[pixel * 4 + 3] ?? 255;
    for (let channel = 0; channel < 3; channel++) {
      const value = png.data[pixel * 4 + channel] ?? 0;
      rgb[pixel * 3 + channel] = Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    }
  }
  return { width: png.width, height: png.height, rgb };
}

/** Mean brightness (Rec. 601 luma) over a sample of the picture's pixels, 0 to 255. */
export function brightnessOf(picture: RgbPicture): number {
  const pixels = picture.width * picture.height;
  if (pixels === 0) return 0;
  const step = Math.max(1, Math.floor(pixels / 10_000));
  let sum = 0;
  let counted = 0;
  for (let pixel = 0; pixel < pixels; pixel += step) {
    const at = pixel * 3;
    sum += 0.299 * (picture.rgb[at] ?? 0) + 0.587 * (picture.rgb[at + 1] ?? 0) + 0.114 * (picture.rgb[at + 2] ?? 0);
    counted++;
  }
  return sum / counted;
}

/**
 * The picture made smaller, by averaging blocks of pixels, until its longer side is at most
 * `maxSide`; the picture itself when it is already that small. The detector looks at 512 × 512
 * anyway, and a 12-megapixel portrait would cost the worker seconds and hundreds of megabytes.
 */
export function scaleDownTo(picture: RgbPicture, maxSide: number): RgbPicture {
  const step = Math.ceil(Math.max(picture.width, picture.height) / maxSide);
  if (step <= 1) return picture;
  const width = Math.floor(picture.width / step);
  const height = Math.floor(picture.height / step);
  const rgb = new Uint8Array(width * height * 3);
  const block = step * step;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0;
        for (let dy = 0; dy < step; dy++) {
          const row = (y * step + dy) * picture.width;
          for (let dx = 0; dx < step; dx++) sum += picture.rgb[(row + x * step + dx) * 3 + channel] ?? 0;
        }
        rgb[(y * width + x) * 3 + channel] = Math.round(sum / block);
      }
    }
  }
  return { width, height, rgb };
}
