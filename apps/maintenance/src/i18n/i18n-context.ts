import { type I18n, useI18n as useKitI18n } from '@workbench/app-kit';
import type { MessageKey } from './en';

/** The current language and `t`, typed with the Maintenance keys (HostedApp provides them from translate.ts). */
export const useI18n = (): I18n<MessageKey> => useKitI18n<MessageKey>();
