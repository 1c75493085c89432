import type { ContactImportResult } from '@workbench/contracts';
import { translate } from '../../../../i18n/translate';

/** "2 created, 1 updated." in the user's language. */
export function importResultText(result: ContactImportResult): string {
  return translate('adminContacts.import.result', { created: result.created, updated: result.updated });
}
