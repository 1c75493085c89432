import { type I18n, I18nProvider as KitI18nProvider, useI18n as useKitI18n } from '@workbench/app-kit';
import type { Language } from '@workbench/contracts';
import type { ReactNode } from 'react';
import type { MessageKey } from './en';
import { translator } from './translate';

/** The kit's language context, bound to the Maintenance dictionaries and keys. */
export const I18nProvider = (props: { language: Language; children: ReactNode }) => (
  <KitI18nProvider translator={translator} {...props} />
);
export const useI18n = (): I18n<MessageKey> => useKitI18n<MessageKey>();
