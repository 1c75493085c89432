import type { JobRunOutcome } from '@workbench/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const OUTCOME_COLORS: Record<JobRunOutcome, string> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  timedOut: 'warning',
};

/** A run's outcome in words, coloured as the other pages colour states. */
export function JobOutcomeTag({ outcome }: { outcome: JobRunOutcome }) {
  const { t } = useTranslation();
  return <Tag color={OUTCOME_COLORS[outcome]}>{t(`adminJobs.outcome.${outcome}`)}</Tag>;
}
