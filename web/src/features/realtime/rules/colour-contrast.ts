/** An opaque sRGB colour, channels 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/** What shows through a translucent colour: pop-ups are drawn on white. */
const BACKDROP: Rgb = { r: 255, g: 255, b: 255 };

function overBackdrop(colour: Rgb, alpha: number): Rgb {
  const a = Math.min(1, Math.max(0, alpha));
  const mix = (channel: number, backdrop: number) => Math.round(channel * a + backdrop * (1 - a));
  return { r: mix(colour.r, BACKDROP.r), g: mix(colour.g, BACKDROP.g), b: mix(colour.b, BACKDROP.b) };
}

function fromHex(digits: string): Rgb {
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  const colour = { r: channel(0), g: channel(1), b: channel(2) };
  return full.length === 8 ? overBackdrop(colour, channel(3) / 255) : colour;
}

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  return text.endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
}

/**
 * Reads a colour given as #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() or rgba(); null for anything
 * else (a colour the portal cannot read is a colour whose contrast it cannot vouch for).
 */
export function parseColour(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) return fromHex(hex[1]);
  const rgb = RGB_FUNCTION.exec(text);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (r === undefined || g === undefined || b === undefined || [r, g, b].some((c) => c > 255)) return null;
  const alpha = alphaOf(rgb[4]);
  return Number.isFinite(alpha) ? overBackdrop({ r, g, b }, alpha) : null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * White or black, whichever contrasts more with the background. One of the two always reaches
 * WCAG AA's 4.5:1 (the worst case, a mid grey, still gives black 4.6:1).
 */
export function readableTextColour(background: Rgb): '#ffffff' | '#000000' {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? '#ffffff' : '#000000';
}
