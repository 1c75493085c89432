import type { Language } from '@workbench/contracts';
import { getLocalization } from '../api/localization/get-localization';
import { i18n } from './i18n';
import { mergeServerDictionaries } from './merge-server-dictionaries';

/** Languages fetched or being fetched; a failed fetch is forgotten so a later change retries. */
const requested = new Set<Language>();

/**
 * Fetches the server's dictionaries for languages not fetched yet and merges them over the
 * portal's own. A failure is logged only: the portal works with its own texts (docs/spec.md §8).
 */
export async function loadServerDictionaries(languages: readonly Language[]): Promise<void> {
  const missing = languages.filter((language) => !requested.has(language));
  if (missing.length === 0) return;
  for (const language of missing) requested.add(language);
  try {
    mergeServerDictionaries(i18n, await getLocalization(missing));
  } catch (error) {
    for (const language of missing) requested.delete(language);
    console.warn('Server dictionaries could not be loaded; using the portal texts', error);
  }
}
