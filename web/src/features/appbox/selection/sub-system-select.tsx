import type { DbInstance } from '@workbench/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentSelection } from '../../../stores/selection-store';

export interface SubSystemSelectProps {
  selection: CurrentSelection;
  subSystems: DbInstance[] | undefined;
  loading: boolean;
  onChange(dbId: string): void;
  className?: string;
}

/** The entered application's sub-systems; choosing another one changes the sub-system (docs/spec.md §4). */
export function SubSystemSelect({ selection, subSystems, loading, onChange, className }: SubSystemSelectProps) {
  const { t } = useTranslation();
  const options = (subSystems ?? []).map((instance) => ({ value: instance.id, label: instance.displayName }));
  // The entered one stays readable while the list loads, or if it is no longer offered.
  if (selection.dbId !== null && !options.some((option) => option.value === selection.dbId)) {
    options.unshift({ value: selection.dbId, label: selection.displayName });
  }

  return (
    <Select
      className={className}
      aria-label={t('appbox.subSystem')}
      value={selection.dbId ?? undefined}
      placeholder={t('appbox.noSubSystem')}
      options={options}
      loading={loading}
      disabled={selection.dbId === null}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
