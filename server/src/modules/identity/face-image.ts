import { decodeStrictBase64 } from '../../platform/strict-base64';

/**
 * Decodes the image of a face sign-in: base64 of a JPEG or PNG, optionally as a data URL.
 * Returns the bytes, or null when the text is not such an image (checked by the file's magic
 * bytes, not by what the caller claims).
 */
export function decodeFaceImage(text: string): Buffer | null {
  const dataUrl = /^data:image\/(?:jpeg|jpg|png);base64,/i.exec(text);
  if (!dataUrl && text.startsWith('data:')) return null;
  const bytes = decodeStrictBase64(dataUrl ? text.slice(dataUrl[0].length) : text);
  return bytes && (isJpeg(bytes) || isPng(bytes)) ? bytes : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function isPng(bytes: Buffer): boolean {
  return bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}
