import { describe, expect, it } from 'vitest';
import { decodeStrictBase64 } from './strict-base64';

/** The rule spelled out with regular expressions only: what decodeStrictBase64 must agree with. */
function byTheRule(text: string): Buffer | null {
  const base64 = text.replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) return null;
  return Buffer.from(base64, 'base64');
}

/** A small seeded generator: the same texts on every run. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'];
/** What may turn up in or around base64: padding, white space, the URL alphabet, junk. */
const STRAYS = ['=', '==', ' ', '\n', '\r\n', '\t', '-', '_', '.', '%', '\u00a0', '\u2028', 'é', '\u0000'];

describe('strict base64', () => {
  it('decodes canonical base64 and agrees with the rule on every kind of text', () => {
    const random = randomSource(20_261_202);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    for (let round = 0; round < 5_000; round++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 256)));
      let text = bytes.toString('base64');
      if (round % 3 === 1) text = text.replace(/=+$/, '');
      if (round % 3 === 2) {
        const at = Math.floor(random() * (text.length + 1));
        text = `${text.slice(0, at)}${pick(STRAYS)}${text.slice(at)}`;
      }
      if (round % 7 === 0) text = Array.from({ length: text.length }, () => pick(ALPHABET)).join('');
      const decoded = decodeStrictBase64(text);
      expect(decoded, JSON.stringify(text)).toEqual(byTheRule(text));
      if (round % 3 === 0 && round % 7 !== 0 && bytes.length > 0) expect(decoded?.equals(bytes)).toBe(true);
    }
  });

  it('refuses empty text, junk and padding in the middle', () => {
    for (const text of ['', '   ', '====', 'QQ==QQ==', 'Q', 'QQ=', '-_-_', 'QUJD!']) {
      expect(decodeStrictBase64(text), text).toEqual(byTheRule(text));
    }
    expect(decodeStrictBase64('QUJD\r\nREVG')?.toString()).toBe('ABCDEF');
    expect(decodeStrictBase64('QQ')?.toString()).toBe('A');
    expect(decodeStrictBase64('')).toBeNull();
    expect(decodeStrictBase64('QQ==QQ==')).toBeNull();
  });
});
