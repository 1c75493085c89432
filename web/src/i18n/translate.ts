import { i18n } from './i18n';

/**
 * Looks up a key that is only known at run time (error catalogue keys, server dictionary keys),
 * outside React. Components use `useTranslation`, whose keys are type-checked.
 */
export function translate(key: string, values?: Record<string, unknown>): string {
  const lookUp = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return lookUp(key, values);
}
