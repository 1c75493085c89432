/**
 * Public interface of the language feature. Kept light: the sign-in page imports it, so
 * anything heavy here lands in the sign-in page's download.
 */
export { LanguageSwitch } from './language-switch';
export { type LanguageOption, useLanguages } from './use-languages';
