/** Only http(s) addresses are ever framed or linked (security rule of the portal). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An icon name starting with http, https, mailto or tel is an external link (docs/spec.md §5). */
export function isExternalLink(value: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(value);
}

/**
 * A redirect target after sign-in must stay inside the portal: a path that starts with a single
 * "/" and names no other origin. Anything else falls back to "/".
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters could smuggle a different target past the checks above.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  try {
    const probe = new URL(value, 'http://portal.invalid');
    if (probe.origin !== 'http://portal.invalid') return '/';
  } catch {
    return '/';
  }
  return value;
}
