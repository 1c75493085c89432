/**
 * The bytes of strict base64 (the standard alphabet, padding only at the end, no other
 * characters), white space between them allowed as encoders wrap lines; null for anything else.
 * Buffer.from ignores characters it does not understand, so the text is checked too.
 *
 * An upload may be 13 MB of text, read on the event loop. What browsers and most encoders send
 * (canonical base64 in one line) is checked with native code only: decoded, encoded again and
 * compared, a few milliseconds. Only other text (wrapped lines, missing padding) is walked by
 * regular expressions, which takes several times longer.
 */
export function decodeStrictBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  if (text.length > 0 && bytes.toString('base64') === text) return bytes;
  const base64 = text.replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) return null;
  return base64.length === text.length ? bytes : Buffer.from(base64, 'base64');
}
