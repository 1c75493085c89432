import { and, asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { localizationEntries } from './localization.table';

export type LocalizationEntryRow = Pick<
  typeof localizationEntries.$inferSelect,
  'serviceType' | 'language' | 'key' | 'value'
>;
export type ServiceType = (typeof localizationEntries.$inferSelect)['serviceType'];

export async function listEntries(
  db: DbOrTx,
  serviceTypes: readonly ServiceType[],
  languages: readonly string[],
): Promise<LocalizationEntryRow[]> {
  if (serviceTypes.length === 0 || languages.length === 0) return [];
  return db
    .select({
      serviceType: localizationEntries.serviceType,
      language: localizationEntries.language,
      key: localizationEntries.key,
      value: localizationEntries.value,
    })
    .from(localizationEntries)
    .where(
      and(
        inArray(localizationEntries.serviceType, [...serviceTypes]),
        inArray(localizationEntries.language, [...languages]),
      ),
    )
    .orderBy(asc(localizationEntries.key));
}
