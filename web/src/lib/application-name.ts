import type { Application, Language } from '@workbench/contracts';

/** An application's name in the language (SPEC §3: displayName, enName, aliasName = German); empty ones fall back to displayName. */
export function applicationName(
  application: Pick<Application, 'displayName' | 'enName' | 'aliasName'>,
  language: Language,
): string {
  const name =
    language === 'en' ? application.enName : language === 'de-DE' ? application.aliasName : application.displayName;
  return name.trim() ? name : application.displayName;
}
