import type { RoleMember } from '@workbench/contracts';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../shared/api/search-users';
import { userLabel } from '../../shared/api/user-names';

/** Typing pauses this long before the user list is asked, so a name typed quickly is one call. */
const SEARCH_DELAY_MS = 300;

export interface MemberPickerProps {
  members: readonly RoleMember[];
  onAdd(member: RoleMember): void;
}

/** Finds accounts by what is typed (user name, name, e-mail, phone, card) and adds the chosen one. */
export function MemberPicker({ members, onAdd }: MemberPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter(typed), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // Asked only once the list is opened: most edits of a role never add anyone.
  const search = useUserSearch(filter, opened);
  const taken = new Set(members.map((member) => member.id));
  const candidates = (search.data?.items ?? []).filter((user) => !taken.has(user.id));

  return (
    <Select<string | null>
      className="wb-role-member-picker"
      aria-label={t('adminRoles.members.add')}
      placeholder={t('adminRoles.members.addPlaceholder')}
      value={null}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      loading={search.isFetching}
      notFoundContent={
        search.isFetching ? (
          <Spin size="small" />
        ) : search.isError ? (
          t('adminRoles.members.searchFailed')
        ) : (
          t('adminRoles.members.noMatch')
        )
      }
      options={candidates.map((user) => ({ value: user.id, label: userLabel(user) }))}
      onChange={(id) => {
        const user = candidates.find((candidate) => candidate.id === id);
        if (!user) return;
        onAdd({ id: user.id, userName: user.userName, name: user.name });
        setTyped('');
      }}
    />
  );
}
