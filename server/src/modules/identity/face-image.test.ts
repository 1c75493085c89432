import { describe, expect, it } from 'vitest';
import { decodeFaceImage } from './face-image';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]).toString('base64');

describe('face image decoding', () => {
  it('accepts base64 PNG and JPEG, bare or as data URLs', () => {
    expect(decodeFaceImage(png)).not.toBeNull();
    expect(decodeFaceImage(jpeg)).not.toBeNull();
    expect(decodeFaceImage(`data:image/png;base64,${png}`)).not.toBeNull();
    expect(decodeFaceImage(`data:image/jpeg;base64,${jpeg}`)).not.toBeNull();
  });

  it('refuses other pictures, other data URLs and junk', () => {
    expect(decodeFaceImage(Buffer.from('GIF89a....').toString('base64'))).toBeNull();
    expect(decodeFaceImage(`data:text/plain;base64,${png}`)).toBeNull();
    expect(decodeFaceImage('not base64 at all!')).toBeNull();
    expect(decodeFaceImage('')).toBeNull();
  });
});
