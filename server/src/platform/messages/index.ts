import type { CoreLanguage } from '@workbench/contracts';
import type { MessageParams } from '../errors';
import type { MessageCatalogue } from './catalogue';
import { deDE } from './de-DE';
import { en } from './en';
import { zhHans } from './zh-Hans';

export type { MessageCatalogue } from './catalogue';

export const CATALOGUES: Readonly<Record<CoreLanguage, MessageCatalogue>> = {
  'zh-Hans': zhHans,
  en,
  'de-DE': deDE,
};

export function hasMessage(key: string): boolean {
  return Object.hasOwn(en, key);
}

/**
 * The text of a message in the caller's language, falling back to English and then to the key
 * itself (so a missing translation shows something searchable instead of nothing).
 */
export function translate(language: CoreLanguage, key: string, params: MessageParams = {}): string {
  const catalogue = CATALOGUES[language];
  const template = (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined) ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
