import type { PlatformApiError } from '@workbench/contracts/app-bridge';
import type { Translate } from '../i18n/translator';

/** The texts a failed list call is told in, from the application's dictionaries. */
export type ListErrorMessageKey = 'errorNetwork' | 'errorTimeout' | 'errorUnexpected';

/** The server's own words when it gave any, otherwise the application's for what went wrong on the way. */
export function listErrorText(error: PlatformApiError, t: Translate<ListErrorMessageKey>): string {
  if (error.kind === 'network') return t('errorNetwork');
  if (error.kind === 'timeout') return t('errorTimeout');
  if (error.kind === 'envelope' && error.message) return error.message;
  return t('errorUnexpected');
}
