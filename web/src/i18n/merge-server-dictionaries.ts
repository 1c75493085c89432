import type { LocalizationResponse } from '@workbench/contracts';
import type { i18n as I18n } from 'i18next';

/**
 * Adds the server's dictionaries (queryFrontEndLocalization) on top of the portal's own:
 * server entries win, portal entries the server lacks stay.
 */
export function mergeServerDictionaries(target: I18n, response: LocalizationResponse): void {
  for (const { language, localizationDict } of response.frontEndLanguages) {
    if (Object.keys(localizationDict).length === 0) continue;
    target.addResourceBundle(language, 'translation', localizationDict, true, true);
  }
}
