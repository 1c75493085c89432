import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SubSystemSelectProps, subSystemOptions } from './sub-system-options';

export interface SubSystemSelectFieldProps extends SubSystemSelectProps {
  /** Opens the list at once: the user asked for it on the stand-in before this code had arrived. */
  defaultOpen?: boolean;
  /** Takes the focus: the stand-in had it. */
  autoFocus?: boolean;
}

/** antd's Select of the entered application's sub-systems (its own chunk, see sub-system-select.tsx). */
export function SubSystemSelectField({
  selection,
  subSystems,
  loading,
  onChange,
  className,
  defaultOpen,
  autoFocus,
}: SubSystemSelectFieldProps) {
  const { t } = useTranslation();
  return (
    <Select
      className={className}
      aria-label={t('appbox.subSystem')}
      value={selection.dbId ?? undefined}
      placeholder={t('appbox.noSubSystem')}
      options={subSystemOptions(selection, subSystems)}
      loading={loading}
      disabled={selection.dbId === null}
      onChange={onChange}
      popupMatchSelectWidth={false}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    />
  );
}
