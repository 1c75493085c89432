import type { AreaMessages } from './catalogue';

/** The change log (auditLog). */
export const auditMessages: AreaMessages = {
  en: {},
  'zh-Hans': {},
  'de-DE': {},
};
