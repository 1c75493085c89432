import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-time';

/** A time as the other pages show it (docs/spec.md §9), "just now" in the reader's language. */
export function useTimeText(): (value: string | null | undefined) => string {
  const { t } = useTranslation();
  return (value) => formatTime(value, { justNow: t('time.justNow') });
}
