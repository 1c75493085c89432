import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderNoticeBody } from './notice-markdown';

/** As much of a DOM element as the checks read (the server has no DOM types). */
interface Element {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getAttributeNames(): string[];
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): Iterable<Element>;
}

/** The rendered body as a browser would build it. */
function shown(markdown: string) {
  const html = renderNoticeBody(markdown);
  const window = new JSDOM(`<body>${html}</body>`).window as { document: { body: Element } };
  const body = window.document.body;
  const elements = [...body.querySelectorAll('*')];
  return {
    html,
    body,
    text: body.textContent ?? '',
    links: [...body.querySelectorAll('a')].map((a) => ({
      href: a.getAttribute('href'),
      rel: a.getAttribute('rel'),
      text: a.textContent,
    })),
    images: [...body.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    handlers: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    tags: new Set(elements.map((element) => element.tagName.toLowerCase())),
  };
}

describe('an announcement body rendered from Markdown', () => {
  it('renders the usual Markdown', () => {
    const { body } = shown('# Shift change\n\n**Hall 4** closes at *6 pm*.\n\n- one\n- two');
    expect(body.querySelector('h1')?.textContent).toBe('Shift change');
    expect(body.querySelector('strong')?.textContent).toBe('Hall 4');
    expect(body.querySelector('em')?.textContent).toBe('6 pm');
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('shows a script written in the text as text, never as a tag', () => {
    const page = shown('Hello <script>alert(1)</script> and <img src=x onerror="alert(2)">');
    expect(page.tags.has('script')).toBe(false);
    expect(page.images).toEqual([]);
    expect(page.handlers).toEqual([]);
    expect(page.text).toContain('<script>alert(1)</script>');
    expect(page.text).toContain('<img src=x onerror="alert(2)">');
  });

  it('lets links go only to http(s) and mailto, opening beside the portal without a referrer', () => {
    const page = shown(
      '[site](https://example.com/a) [mail](mailto:it@example.com) [bad](javascript:alert(1)) [data](data:text/html,hi) [vb](vbscript:x) [rel](//evil.example)',
    );
    expect(page.links).toEqual([
      { href: 'https://example.com/a', rel: 'noopener noreferrer', text: 'site' },
      { href: 'mailto:it@example.com', rel: 'noopener noreferrer', text: 'mail' },
    ]);
    // The refused ones stay readable as what was written.
    expect(page.text).toContain('[bad](javascript:alert(1))');
  });

  it('shows pictures from http(s) only, none from data: addresses', () => {
    const page = shown('![plan](https://example.com/plan.png) ![dot](data:image/png;base64,iVBORw0KGgo=)');
    expect(page.images).toEqual(['https://example.com/plan.png']);
  });

  it('keeps no event handler an author could sneak in through a link title or written HTML', () => {
    const page = shown(
      '[x](https://example.com "t\\" onmouseover=\\"alert(1)") <a href="https://e.com" onclick="x">a</a>',
    );
    expect(page.handlers).toEqual([]);
    expect(page.links.every((link) => link.rel === 'noopener noreferrer')).toBe(true);
  });

  it('renders an empty body as nothing', () => {
    expect(renderNoticeBody('  \n')).toBe('');
  });
});
