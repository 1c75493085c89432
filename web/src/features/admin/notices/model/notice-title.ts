import { CORE_LANGUAGES, type CoreLanguage } from '@workbench/contracts';

type Texts = Partial<Record<string, { title: string; body: string }>>;

/** The order a language's missing title falls back in (contracts: English, then Chinese). */
const FALLBACK: readonly CoreLanguage[] = ['en', 'zh-Hans', 'de-DE'];

/** The title in the user's language, else English, else Chinese, else whichever is given. */
export function titleIn(texts: Texts, language: string): string {
  for (const candidate of [language, ...FALLBACK, ...CORE_LANGUAGES]) {
    const title = texts[candidate]?.title?.trim();
    if (title) return title;
  }
  return '';
}
