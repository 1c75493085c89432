import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../shared/api/search-users';
import { userLabel, useUserNames } from '../../shared/api/user-names';

/** Typing pauses this long before the user list is asked, so a name typed quickly is one call. */
const SEARCH_DELAY_MS = 300;

export interface UserAudiencePickerProps {
  value?: string[];
  onChange?(value: string[]): void;
  id?: string;
}

/**
 * Picks accounts by what is typed (user name, name, e-mail), as the role editor's member picker
 * does. Names found are remembered for the chips; an account chosen before this visit is read by
 * its id, so that its chip shows its name at once.
 */
export function UserAudiencePicker({ value = [], onChange, id }: UserAudiencePickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState(false);
  const names = useRef(new Map<string, string>());

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter(typed), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const search = useUserSearch(filter, opened);
  for (const user of search.data?.items ?? []) names.current.set(user.id, userLabel(user));
  const unnamed = value.filter((userId) => !names.current.has(userId));
  const looked = useUserNames(unnamed);
  for (const [userId, name] of looked) names.current.set(userId, name);
  const found = (search.data?.items ?? []).map((user) => user.id);
  const shown = [...new Set([...value, ...found])];

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      aria-label={t('adminNotices.audience.users')}
      placeholder={t('adminNotices.audience.usersPlaceholder')}
      value={value}
      onChange={(ids) => {
        onChange?.(ids);
        setTyped('');
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? <Spin size="small" /> : t('adminNotices.audience.noUser')}
      options={shown.map((userId) => ({ value: userId, label: names.current.get(userId) ?? userId }))}
    />
  );
}
