import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContactGroups } from '../api/get-contact-groups';

export interface GroupFilterProps {
  value: string | undefined;
  onChange(group: string | undefined): void;
}

/** Narrows the list to one group; each offered with how many contacts it holds. */
export function GroupFilter({ value, onChange }: GroupFilterProps) {
  const { t } = useTranslation();
  const groups = useContactGroups();
  return (
    <Select<string>
      className="wb-contacts-group-filter"
      aria-label={t('adminContacts.groupFilter')}
      placeholder={t('adminContacts.allGroups')}
      allowClear
      value={value}
      onChange={(group) => onChange(group ?? undefined)}
      loading={groups.isFetching}
      options={(groups.data ?? []).map((group) => ({
        value: group.name,
        label: t('adminContacts.groupOption', { name: group.name, count: group.memberCount }),
      }))}
    />
  );
}
