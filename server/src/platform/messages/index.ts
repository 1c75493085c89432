import type { CoreLanguage } from '@workbench/contracts';
import type { MessageParams } from '../errors';
import { administrationMessages } from './administration';
import { auditMessages } from './audit';
import type { AreaMessages, MessageCatalogue } from './catalogue';
import { catalogueAdminMessages } from './catalogue-admin';
import { deDE } from './de-DE';
import { en } from './en';
import { eventMessages } from './event-messages';
import { eventStrategyMessages } from './event-strategy-messages';
import { faceMessages } from './faces';
import { fieldLabels } from './field-labels';
import { integrationAdminMessages } from './integration-admin';
import { jobAdminMessages } from './job-admin';
import { noticeAdminMessages } from './notice-admin';
import { pushSettingMessages } from './push-setting-messages';
import { roleAdminMessages } from './role-admin';
import { userAdminMessages } from './user-admin';
import { zhHans } from './zh-Hans';

export type { AreaMessages, MessageCatalogue } from './catalogue';

/** Areas that keep their three languages in one file of their own. */
const AREAS: readonly AreaMessages[] = [
  administrationMessages,
  userAdminMessages,
  roleAdminMessages,
  catalogueAdminMessages,
  auditMessages,
  integrationAdminMessages,
  jobAdminMessages,
  noticeAdminMessages,
  eventMessages,
  pushSettingMessages,
  eventStrategyMessages,
  faceMessages,
  fieldLabels,
];

function merged(language: CoreLanguage, base: MessageCatalogue): MessageCatalogue {
  return Object.assign({}, base, ...AREAS.map((area) => area[language]));
}

export const CATALOGUES: Readonly<Record<CoreLanguage, MessageCatalogue>> = {
  'zh-Hans': merged('zh-Hans', zhHans),
  en: merged('en', en),
  'de-DE': merged('de-DE', deDE),
};

export function hasMessage(key: string): boolean {
  return Object.hasOwn(CATALOGUES.en, key);
}

/**
 * The text of a message in the caller's language, falling back to English and then to the key
 * itself (so a missing translation shows something searchable instead of nothing).
 */
export function translate(language: CoreLanguage, key: string, params: MessageParams = {}): string {
  const catalogue = CATALOGUES[language];
  const english = CATALOGUES.en;
  const template =
    (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined) ??
    (Object.hasOwn(english, key) ? english[key] : undefined) ??
    key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
