import { createTranslator, type Translate as KitTranslate } from '@workbench/app-kit';
import type { CoreLanguage } from '@workbench/contracts';
import { deDE } from './de-de';
import { type Dictionary, en, type MessageKey } from './en';
import { zhHans } from './zh-hans';

export const DICTIONARIES: Readonly<Record<CoreLanguage, Dictionary>> = { 'zh-Hans': zhHans, en, 'de-DE': deDE };

export type Translate = KitTranslate<MessageKey>;

/** The Maintenance texts in a language; the optional languages read English. */
export const translator = createTranslator<MessageKey>(DICTIONARIES);
