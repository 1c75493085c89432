/** Languages the portal always offers (docs/spec.md §9). */
export const CORE_LANGUAGES = ['zh-Hans', 'en', 'de-DE'] as const;
/** Languages switched on by the settings' MultiLanguages list (docs/spec.md §9). */
export const OPTIONAL_LANGUAGES = ['gr', 'hu', 'in', 'jp', 'se', 'sk', 'tr', 'ri', 'es'] as const;
export const ALL_LANGUAGES = [...CORE_LANGUAGES, ...OPTIONAL_LANGUAGES] as const;

export type CoreLanguage = (typeof CORE_LANGUAGES)[number];
export type Language = (typeof ALL_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: CoreLanguage = 'zh-Hans';
export const FALLBACK_LANGUAGE: CoreLanguage = 'en';

/** Whether a stored or sent value names a language the portal knows (languageSchema without zod). */
export function isLanguage(value: unknown): value is Language {
  return (ALL_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Picks the best supported core language for an Accept-Language header value.
 * Unknown or empty values give the default (zh-Hans), as the portal sends zh-Hans by default.
 */
export function resolveLanguage(header: string | null | undefined): CoreLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag === 'zh-hans' || tag === 'zh' || tag.startsWith('zh-cn') || tag.startsWith('zh-hans')) return 'zh-Hans';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'de' || tag.startsWith('de-')) return 'de-DE';
  }
  return wanted.length > 0 ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE;
}
