import type { Language } from '@workbench/contracts';
import { useState } from 'react';
import { changeLanguage } from '../../i18n/change-language';
import { LANGUAGE_NAMES, offeredLanguages } from '../../i18n/language-names';
import { useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { useSessionStore } from '../../stores/session-store';

export interface LanguageOption {
  value: Language;
  label: string;
}

/**
 * The languages on offer, the chosen one, and a switch. The choice shows at once while its
 * dictionaries load; `switching` reports the load.
 */
export function useLanguages() {
  const settings = useRuntimeConfigStore((s) => s.settings);
  const active = useSessionStore((s) => s.language);
  const [pending, setPending] = useState<Language | null>(null);
  const options: LanguageOption[] = offeredLanguages(settings).map((value) => ({
    value,
    label: LANGUAGE_NAMES[value],
  }));

  const select = async (language: Language) => {
    if (language === (pending ?? active)) return;
    setPending(language);
    try {
      await changeLanguage(language);
    } finally {
      setPending(null);
    }
  };

  return { options, current: pending ?? active, select, switching: pending !== null };
}
