import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/**
 * Providers every page needs. Kept to i18n on purpose: antd and TanStack Query are provided by
 * the signed-in layout (app/antd-providers.tsx), so the sign-in page does not download them.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
