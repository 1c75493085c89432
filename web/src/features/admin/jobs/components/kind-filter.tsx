import { JOB_KINDS, type JobKind } from '@workbench/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface KindFilterProps {
  value: JobKind | undefined;
  onChange(kind: JobKind | undefined): void;
}

/** Narrows the list to one kind of work. */
export function KindFilter({ value, onChange }: KindFilterProps) {
  const { t } = useTranslation();
  return (
    <Select<JobKind>
      className="wb-jobs-kind-filter"
      aria-label={t('adminJobs.kindFilter')}
      placeholder={t('adminJobs.allKinds')}
      allowClear
      value={value}
      onChange={(kind) => onChange(kind ?? undefined)}
      options={JOB_KINDS.map((kind) => ({ value: kind, label: t(`adminJobs.kind.${kind}`) }))}
    />
  );
}
