import { cronProblem, nextOccurrences } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../model/zoned-time';

/** How many coming runs the editor lists. */
const SHOWN = 5;

export interface NextOccurrencesProps {
  cron: string;
  /** The zone the expression's hours are read in: the plant's, or the job's own. */
  timeZone: string;
  /** Where "next" starts; now unless a test gives its own clock. */
  now?: () => Date;
}

/** The next five times an expression falls due, on the clock of the zone it runs in; nothing while it is not valid. */
export function NextOccurrences({ cron, timeZone, now = () => new Date() }: NextOccurrencesProps) {
  const { t } = useTranslation();
  if (cron.trim() === '' || cronProblem(cron) !== null) return null;
  const times = nextOccurrences(cron.trim(), timeZone, now(), SHOWN);
  return (
    <section className="wb-jobs-next" aria-label={t('adminJobs.next.title', { zone: timeZone })}>
      <h4>{t('adminJobs.next.title', { zone: timeZone })}</h4>
      {times.length === 0 ? (
        <p className="wb-jobs-muted">{t('adminJobs.next.none')}</p>
      ) : (
        <ol>
          {times.map((time) => (
            <li key={time.toISOString()}>{formatInZone(time, timeZone)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
