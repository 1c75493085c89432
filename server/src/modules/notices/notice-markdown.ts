import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * An announcement's body is Markdown its author writes; readers see it as HTML the service made.
 * Two locks, each enough on its own: markdown-it with `html: false` writes any HTML in the text
 * as text (a `<script>` is shown, never run), and sanitize-html then lets through only the tags
 * markdown-it makes, with links and pictures only to http(s) (and mailto for links). Inline
 * event handlers, `style`, `javascript:` and data: addresses never survive. Pictures from data:
 * addresses are refused on purpose: an announcement is text for a plant's people, and a picture
 * that large would be sent to every reader on every list.
 */

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES = ['http', 'https'];

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

// markdown-it's own check lets data:image/* through; only the schemes above are addresses here.
markdown.validateLink = (url) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined ? !url.trim().startsWith('//') : LINK_SCHEMES.includes(scheme);
};

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Only the column alignment markdown-it writes on table cells.
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // A link opens beside the portal and tells the other site nothing of it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** The body as the portal shows it: Markdown rendered and cleaned (see above). */
export function renderNoticeBody(body: string): string {
  if (body.trim() === '') return '';
  return sanitizeHtml(markdown.render(body), SANITISE);
}

/**
 * Rendered bodies, kept while the process runs: a published announcement is read by every user
 * of its audience, each list call renders the same few bodies. Keyed by the text itself, so an
 * edited body is rendered anew and nothing here can go stale or differ between instances.
 */
const rendered = new Map<string, string>();
const RENDERED_KEPT = 500;

export function renderedNoticeBody(body: string): string {
  const known = rendered.get(body);
  if (known !== undefined) return known;
  const html = renderNoticeBody(body);
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(body, html);
  return html;
}
