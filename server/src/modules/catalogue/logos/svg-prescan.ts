import { SvgRejected } from './svg-rejected';

/**
 * What an SVG logo may hold. Cleaning runs jsdom and DOMPurify, whose cost grows faster than the
 * file: a 245 KB file of 35,000 <rect/> took over a minute, 1,500 elements take one to a few
 * seconds. Real logos have tens to a few hundred elements and a handful of nesting levels; these
 * limits leave room for detailed ones and keep each file well inside the worker's time limit.
 */
export const SVG_LIMITS = { elements: 1_500, depth: 64 } as const;

export interface SvgShape {
  /** Elements, the root included. */
  elements: number;
  /** The deepest nesting of elements (the root alone is 1). */
  depth: number;
}

/** Where the construct starting at `at` ends (one past its closing text), or the text's end. */
function skipPast(text: string, at: number, closing: string): number {
  const end = text.indexOf(closing, at);
  return end === -1 ? text.length : end + closing.length;
}

/** One past the `>` that closes the tag starting at `at`, skipping `>` inside quoted values. */
function tagEnd(text: string, at: number): number {
  let quote = '';
  for (let index = at + 1; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return text.length;
}

const NAME_START = /[A-Za-z_:\u00C0-\uFFFF]/;

/**
 * Counts the elements and the nesting depth of XML text in one pass over its characters, without
 * building anything: cheap enough for the main thread (about a millisecond for a 256 KiB file).
 * Comments, CDATA, processing instructions and declarations hold no elements and are skipped as
 * a parser would. Malformed text is counted as well as it goes; the parser refuses it later.
 */
export function measureSvgMarkup(text: string): SvgShape {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    let next: number;
    if (text.startsWith('<!--', at)) next = skipPast(text, at + 4, '-->');
    else if (text.startsWith('<![CDATA[', at)) next = skipPast(text, at + 9, ']]>');
    else if (text.startsWith('<?', at)) next = skipPast(text, at + 2, '?>');
    else if (text.startsWith('<!', at)) next = skipPast(text, at + 2, '>');
    else if (text[at + 1] === '/') {
      depth = Math.max(0, depth - 1);
      next = skipPast(text, at + 2, '>');
    } else if (NAME_START.test(text[at + 1] ?? '')) {
      next = tagEnd(text, at);
      elements++;
      // An empty element (<rect/>) is one level below its parent but opens none of its own.
      deepest = Math.max(deepest, depth + 1);
      if (text[next - 2] !== '/') depth++;
    } else {
      next = at + 1;
    }
    at = text.indexOf('<', next);
  }
  return { elements, depth: deepest };
}

/** Refuses, before anything parses it, an SVG text larger in elements or nesting than a logo. */
export function assertSvgWithinBounds(text: string): void {
  const shape = measureSvgMarkup(text);
  // Depth first: a deeply nested file usually has too many elements too, and depth says more.
  if (shape.depth > SVG_LIMITS.depth)
    throw new SvgRejected('logos.svgTooDeep', { depth: shape.depth, limit: SVG_LIMITS.depth });
  if (shape.elements > SVG_LIMITS.elements)
    throw new SvgRejected('logos.svgTooManyElements', { count: shape.elements, limit: SVG_LIMITS.elements });
}

/**
 * The checks of an SVG upload that need no parser, run on the main thread before the file goes to
 * the cleaning worker: valid UTF-8, no entity declarations, and within SVG_LIMITS.
 */
export function precheckSvg(bytes: Uint8Array): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SvgRejected('logos.invalidSvg');
  }
  // Entity declarations are how "billion laughs" and external entities start; a logo needs none.
  if (/<!ENTITY/i.test(text)) throw new SvgRejected('logos.svgEntities');
  assertSvgWithinBounds(text);
}
