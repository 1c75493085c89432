import { BUILT_IN_JOB_NAMES, type Job, shippedNameOf } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

type Named = Pick<Job, 'builtIn' | 'kind' | 'name'>;

/**
 * A job's name as the reader sees it: a built-in job that still has its shipped name shows it in
 * the reader's language; a renamed or created one shows what the administrator typed.
 */
export function useJobName(): (job: Named) => string {
  const { t } = useTranslation();
  return (job) => {
    const kind = shippedNameOf(job);
    return kind ? t(`adminJobs.builtInName.${kind}`) : job.name;
  };
}

/**
 * The name to store: a built-in job's shipped name left as the editor showed it (in the reader's
 * language) is kept as shipped, so that it goes on showing in each reader's own language.
 */
export function storedJobName(job: Named, typed: string, shown: string): string {
  const name = typed.trim();
  const kind = shippedNameOf(job);
  return kind && name === shown ? BUILT_IN_JOB_NAMES[kind] : name;
}
