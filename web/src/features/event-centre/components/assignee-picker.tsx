import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userLabel, useUserSearch } from '../../admin';

/** Typing pauses this long before the accounts are asked, so a name typed quickly is one call. */
const SEARCH_DELAY_MS = 300;

/** "Nobody": the assignment is taken back. */
export const NOBODY = '';

export interface AssigneePickerProps {
  id?: string;
  value?: string;
  onChange?(value: string): void;
  /** The name of the account chosen before (the events' assignee), until a search names it. */
  currentName?: string;
}

/**
 * Finds an account by what is typed (user name, name, e-mail), with the administration kit's user
 * search as the role members' and the announcements' pickers do; "Nobody" takes an assignment back.
 */
export function AssigneePicker({ id, value = NOBODY, onChange, currentName }: AssigneePickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState(false);
  const names = useRef(new Map<string, string>());
  if (value && currentName && !names.current.has(value)) names.current.set(value, currentName);

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter(typed), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const search = useUserSearch(filter, opened);
  const found = (search.data?.items ?? []).filter((user) => user.enabled !== false);
  for (const user of found) names.current.set(user.id, userLabel(user));
  const ids = [...new Set([...(value ? [value] : []), ...found.map((user) => user.id)])];

  return (
    <Select<string>
      id={id}
      aria-label={t('eventCentre.field.assignee')}
      placeholder={t('eventCentre.field.assigneePlaceholder')}
      value={value}
      onChange={(chosen) => {
        onChange?.(chosen ?? NOBODY);
        setTyped('');
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      loading={search.isFetching}
      notFoundContent={
        search.isFetching ? (
          <Spin size="small" />
        ) : search.isError ? (
          t('eventCentre.field.searchFailed')
        ) : (
          t('eventCentre.field.noUser')
        )
      }
      options={[
        { value: NOBODY, label: t('eventCentre.field.nobody') },
        ...ids.map((userId) => ({ value: userId, label: names.current.get(userId) ?? userId })),
      ]}
    />
  );
}
