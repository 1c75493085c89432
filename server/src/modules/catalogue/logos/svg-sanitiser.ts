import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { SvgRejected } from './svg-rejected';

/*
 * An uploaded SVG logo is parsed as XML — as a browser parses an image/svg+xml file — cleaned in
 * that very DOM with DOMPurify's SVG profile, and written back with XMLSerializer. Sanitising the
 * same tree the browser will build avoids the mismatches of sanitising an HTML parse and serving
 * XML. Allowed: SVG shapes, gradients, filters, <style> without external references, <use> and
 * links to '#' fragments, <image> with inline PNG/JPEG/GIF/WebP. Refused or dropped: scripts,
 * event handlers, foreignObject, entity declarations, and any reference outside the file.
 * The served file also carries a CSP sandbox (logos.routes.ts): one more wall, not the only one.
 * This runs inside the SVG worker (svg-clean.worker.ts), never on the server's main thread:
 * jsdom is slow on large trees, and its tens of MB stay out of the main process.
 */

/** The few DOM shapes used here (the server compiles without the DOM library's types). */
interface XmlAttribute {
  readonly name: string;
  readonly value: string;
}
interface XmlElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  readonly attributes: ArrayLike<XmlAttribute>;
  readonly parentNode: { removeChild(child: XmlElement): unknown } | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
}
interface XmlDocument {
  readonly documentElement: XmlElement | null;
}
interface DomWindow {
  DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): XmlDocument };
  XMLSerializer: new () => { serializeToString(node: XmlElement): string };
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const URL_REFERENCE = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** True when every url(...) in the text points into the file itself. */
function onlyLocalReferences(text: string): boolean {
  if (/@import|javascript:|expression\s*\(/i.test(text)) return false;
  for (const match of text.matchAll(URL_REFERENCE)) {
    if (!(match[2] ?? '').trim().startsWith('#')) return false;
  }
  return true;
}

function isAllowedHref(element: XmlElement, value: string): boolean {
  const href = value.trim();
  return href.startsWith('#') || (element.localName === 'image' && INLINE_IMAGE.test(href));
}

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> is left out of the SVG profile because of what it can pull in from elsewhere; here
  // its href may only name a fragment of the same file (see the attribute hook).
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject', 'foreignobject', 'script'],
  // What a removed element held goes with it (the text of a script in another namespace, say).
  KEEP_CONTENT: false,
};

interface SvgTools {
  window: DomWindow;
  purify: DOMPurify;
}

function createTools(window: DomWindow, createPurify: (root: WindowLike) => DOMPurify): SvgTools {
  const purify = createPurify(window as unknown as WindowLike);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const element = node as unknown as XmlElement;
    if (data.attrName === 'href' || data.attrName === 'xlink:href') {
      data.keepAttr = isAllowedHref(element, data.attrValue);
    } else if (/url\s*\(|javascript:/i.test(data.attrValue) && !onlyLocalReferences(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  return { window, purify };
}

// jsdom is large (tens of MB resident once loaded) and most servers never see an SVG upload, so
// it is loaded on the first one only and then kept for the next.
let tools: Promise<SvgTools> | undefined;

function loadTools(): Promise<SvgTools> {
  if (!tools) {
    tools = Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createPurify }]) =>
      createTools(new JSDOM('').window as DomWindow, createPurify),
    );
    // A failed load is tried again on the next upload rather than remembered.
    tools.catch(() => {
      tools = undefined;
    });
  }
  return tools;
}

/** Loads jsdom and DOMPurify ahead of the first file (the worker does so as it starts). */
export async function preloadSvgTools(): Promise<void> {
  await loadTools();
}

function parseSvg(window: DomWindow, text: string): XmlElement {
  const root = new window.DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) throw new SvgRejected('logos.invalidSvg');
  if (root.getElementsByTagNameNS('*', 'parsererror').length > 0) throw new SvgRejected('logos.invalidSvg');
  return root;
}

/** Every element of the tree, the root included. */
function elementsOf(root: XmlElement): XmlElement[] {
  return [root, ...Array.from(root.getElementsByTagNameNS('*', '*'))];
}

/** What must hold of the output whatever DOMPurify did: checked on a fresh parse of the bytes we store. */
function assertClean(root: XmlElement): void {
  for (const element of elementsOf(root)) {
    const name = element.localName.toLowerCase();
    if (name === 'script' || name === 'foreignobject') throw new SvgRejected('logos.invalidSvg');
    if (name === 'style' && !onlyLocalReferences(element.textContent ?? '')) throw new SvgRejected('logos.invalidSvg');
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      const unsafe =
        attributeName.startsWith('on') ||
        ((attributeName === 'href' || attributeName.endsWith(':href')) && !isAllowedHref(element, attribute.value)) ||
        !onlyLocalReferences(attribute.value);
      if (unsafe) throw new SvgRejected('logos.invalidSvg');
    }
  }
}

/**
 * Returns the sanitised SVG as UTF-8 bytes, or throws SvgRejected when the upload is not a
 * well-formed SVG document (or declares entities, which we do not expand).
 */
export async function sanitiseSvg(bytes: Buffer): Promise<Buffer> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SvgRejected('logos.invalidSvg');
  }
  // Entity declarations are how "billion laughs" and external entities start; a logo needs none.
  if (/<!ENTITY/i.test(text)) throw new SvgRejected('logos.svgEntities');
  const { window, purify } = await loadTools();
  const root = parseSvg(window, text);
  // DOMPurify allows <style> in SVG; one that loads anything from elsewhere is dropped whole.
  for (const style of Array.from(root.getElementsByTagNameNS('*', 'style'))) {
    if (!onlyLocalReferences(style.textContent ?? '')) style.parentNode?.removeChild(style);
  }
  purify.sanitize(root as never, { ...PURIFY_CONFIG, IN_PLACE: true });
  const output = new window.XMLSerializer().serializeToString(root);
  assertClean(parseSvg(window, output));
  return Buffer.from(output, 'utf8');
}
