import type { LocalizationRequest, LocalizationResponse } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { listEntries, type ServiceType } from './localization.repository';

/**
 * When one key exists under several service types, the more specific one wins:
 * Common is the base, Web and Print override it.
 */
const PRECEDENCE: Record<ServiceType, number> = { Common: 0, Web: 1, Print: 2 };

/**
 * The server's front-end dictionaries, one per requested language (in the order asked, each once,
 * empty when the server holds nothing for it), merged over the requested service types.
 */
export async function queryFrontEndLocalization(db: Db, request: LocalizationRequest): Promise<LocalizationResponse> {
  const languages = [...new Set(request.languages)];
  const serviceTypes = [...new Set(request.serviceTypes)];
  const rows = await listEntries(db, serviceTypes, languages);
  const sorted = [...rows].sort((a, b) => PRECEDENCE[a.serviceType] - PRECEDENCE[b.serviceType]);
  const dictionaries = new Map<string, Record<string, string>>(languages.map((language) => [language, {}]));
  for (const row of sorted) {
    const dictionary = dictionaries.get(row.language);
    if (dictionary) dictionary[row.key] = row.value;
  }
  return {
    frontEndLanguages: languages.map((language) => ({ language, localizationDict: dictionaries.get(language) ?? {} })),
  };
}
