import { translate } from '../../../../i18n/translate';

/** How long a run took, in the user's language: "850 ms", "12.3 s", "3 min 5 s". */
export function durationText(durationMs: number | null, language: string): string {
  if (durationMs === null) return '';
  if (durationMs < 1000) return translate('adminJobs.duration.ms', { value: durationMs });
  if (durationMs < 60_000) {
    const seconds = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(durationMs / 1000);
    return translate('adminJobs.duration.seconds', { value: seconds });
  }
  const totalSeconds = Math.round(durationMs / 1000);
  return translate('adminJobs.duration.minutes', {
    minutes: Math.floor(totalSeconds / 60),
    seconds: totalSeconds % 60,
  });
}
