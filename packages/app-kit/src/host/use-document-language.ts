import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context';

/** Keeps the page's language and title (the application's `appTitle` text) in step with the context. */
export function useDocumentLanguage(): void {
  const { language, t } = useI18n<'appTitle'>();
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('appTitle');
  }, [language, t]);
}
