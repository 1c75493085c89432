import { ERROR_CODES, LOGO_MAX_BYTES, type LogoContentType, type UploadLogoRequest } from '@workbench/contracts';
import { AppError, badRequest, type MessageParams } from '../../../platform/errors';
import { decodeStrictBase64 } from '../../../platform/strict-base64';
import { SvgCleanerBusy, svgCleaner } from './svg-cleaner';
import { precheckSvg } from './svg-prescan';
import { SvgRejected } from './svg-rejected';

/** The extension in a logo's address, by content type; the address is `<id>.<extension>`. */
export const LOGO_EXTENSIONS: Record<LogoContentType, 'png' | 'jpg' | 'svg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

const TYPE_NAMES: Record<LogoContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/svg+xml': 'SVG',
};

export interface PreparedLogo {
  contentType: LogoContentType;
  bytes: Buffer;
}

const dataProblem = (messageKey: string, params?: MessageParams) =>
  badRequest('errors.validation', {}, [{ field: 'data', messageKey, ...(params ? { params } : {}) }]);

function formatKiB(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KiB`;
}

const tooLarge = (bytes: number) =>
  new AppError(413, ERROR_CODES.business, 'logos.tooLarge', {
    size: formatKiB(bytes),
    limit: formatKiB(LOGO_MAX_BYTES),
  });

/**
 * The file's bytes from base64 or a data URL (`data:<type>;base64,…`, or percent-encoded text,
 * which is how SVG data URLs are often written). A data URL naming another type than
 * `contentType` is refused: the caller would not get what it thinks it uploaded.
 */
function decodeData(data: string, contentType: LogoContentType): Buffer {
  const dataUrl = /^data:([^;,]*)((?:;[^;,]*)*),/i.exec(data);
  let payload = data;
  if (dataUrl) {
    const declared = (dataUrl[1] ?? '').trim().toLowerCase();
    if (declared && declared !== contentType)
      throw dataProblem('logos.typeMismatch', { type: TYPE_NAMES[contentType] });
    payload = data.slice(dataUrl[0].length);
    if (!/;base64/i.test(dataUrl[2] ?? '')) {
      try {
        return Buffer.from(decodeURIComponent(payload), 'utf8');
      } catch {
        throw dataProblem('logos.notBase64');
      }
    }
  }
  // Each 4 characters hold 3 bytes: what is too large is refused before the text is checked. A text
  // whose length alone would be too large may be wrapped; its bytes say (white space decodes to none).
  if (Buffer.byteLength(payload, 'base64') - 2 > LOGO_MAX_BYTES) {
    const size = Buffer.from(payload, 'base64').length;
    if (size > LOGO_MAX_BYTES) throw tooLarge(size);
  }
  const bytes = decodeStrictBase64(payload);
  if (!bytes) throw dataProblem('logos.notBase64');
  return bytes;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * An SVG is checked for size and shape here, before anything parses it, and then cleaned in the
 * SVG worker: this thread never runs the parser, so no upload holds up other requests.
 */
async function cleanSvg(bytes: Buffer): Promise<Buffer> {
  try {
    precheckSvg(bytes);
    return await svgCleaner.clean(bytes);
  } catch (error) {
    if (error instanceof SvgRejected) throw dataProblem(error.messageKey, error.params);
    if (error instanceof SvgCleanerBusy) throw new AppError(503, ERROR_CODES.business, error.messageKey);
    throw error;
  }
}

/**
 * Checks an uploaded logo and returns what to store: a PNG or JPEG must really be one (by its
 * magic bytes, not by what the caller claims); an SVG is sanitised. At most LOGO_MAX_BYTES
 * (a 413 saying so otherwise).
 */
export async function prepareLogo(request: UploadLogoRequest): Promise<PreparedLogo> {
  const { contentType } = request;
  const bytes = decodeData(request.data, contentType);
  if (bytes.length > LOGO_MAX_BYTES) throw tooLarge(bytes.length);
  if (contentType === 'image/png' && !isPng(bytes)) throw dataProblem('logos.typeMismatch', { type: 'PNG' });
  if (contentType === 'image/jpeg' && !isJpeg(bytes)) throw dataProblem('logos.typeMismatch', { type: 'JPEG' });
  if (contentType !== 'image/svg+xml') return { contentType, bytes };
  return { contentType, bytes: await cleanSvg(bytes) };
}

/** `<uuid>.<extension>` of a logo's address, or undefined when the name cannot be one. */
export function parseLogoFileName(file: string): { id: string; extension: string } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|svg)$/i.exec(file);
  return match?.[1] && match[2] ? { id: match[1].toLowerCase(), extension: match[2].toLowerCase() } : undefined;
}
