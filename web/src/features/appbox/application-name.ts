import type { Application, Language } from '@workbench/contracts';

/**
 * An application's name in the active language (docs/spec.md §3): displayName is the Chinese name, enName
 * the English one and aliasName the German one. Optional languages read the English name, like
 * the portal's texts fall back to English. An empty name falls back to displayName, which every
 * application has.
 */
export function applicationName(
  application: Pick<Application, 'displayName' | 'enName' | 'aliasName'>,
  language: Language,
) {
  const localized =
    language === 'zh-Hans'
      ? application.displayName
      : language === 'de-DE'
        ? application.aliasName
        : application.enName;
  return localized.trim() || application.displayName;
}
