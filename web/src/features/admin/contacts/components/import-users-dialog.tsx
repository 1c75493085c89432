import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { useUserSearch } from '../../shared/api/search-users';
import { userLabel } from '../../shared/api/user-names';
import { failureText } from '../../shared/server-field-errors';
import { contactsQueryKeys } from '../api/contact-query-keys';
import { useContactGroups } from '../api/get-contact-groups';
import { importContactsFromUsers } from '../api/import-contacts-from-users';
import { importResultText } from './import-result';

/** Typing pauses this long before the user list is asked, so a name typed quickly is one call. */
const SEARCH_DELAY_MS = 300;

interface PickedUser {
  value: string;
  label: string;
}

export interface ImportUsersDialogProps {
  onClose(): void;
}

/**
 * Import from users: pick portal accounts (searched like the role editor's member picker) and
 * optionally groups to add them to. Each becomes a contact, or refreshes the one imported before.
 */
export function ImportUsersDialog({ onClose }: ImportUsersDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedUser[]>([]);
  const [groups, setGroups] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState('');
  const existingGroups = useContactGroups();

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter(typed), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const search = useUserSearch(filter, true);

  const run = useMutation({
    mutationFn: () => importContactsFromUsers({ userIds: picked.map((user) => user.value), groups }),
    onMutate: () => setFailure(''),
    onSuccess(result) {
      void showSuccessNotice(importResultText(result));
      void queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all });
      onClose();
    },
    onError: (error) => setFailure(failureText(error)),
  });

  return (
    <Modal
      open
      title={t('adminContacts.importUsers.title')}
      width={560}
      okText={t('adminContacts.import.ok')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={run.isPending}
      onOk={() => run.mutate()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('adminContacts.importUsers.users')} htmlFor="wb-contacts-import-users">
          <Select<PickedUser[]>
            id="wb-contacts-import-users"
            mode="multiple"
            labelInValue
            aria-label={t('adminContacts.importUsers.users')}
            placeholder={t('adminContacts.importUsers.usersPlaceholder')}
            value={picked}
            onChange={(users) => setPicked(users)}
            showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
            loading={search.isFetching}
            notFoundContent={
              search.isFetching ? (
                <Spin size="small" />
              ) : search.isError ? (
                t('adminContacts.importUsers.searchFailed')
              ) : (
                t('adminContacts.importUsers.noMatch')
              )
            }
            options={(search.data?.items ?? []).map((user) => ({
              value: user.id,
              label: userLabel(user),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('adminContacts.importUsers.groups')}
          extra={t('adminContacts.importUsers.groupsHelp')}
          htmlFor="wb-contacts-import-groups"
        >
          <Select
            id="wb-contacts-import-groups"
            mode="tags"
            aria-label={t('adminContacts.importUsers.groups')}
            placeholder={t('adminContacts.field.groupsPlaceholder')}
            value={groups}
            onChange={setGroups}
            tokenSeparators={[',']}
            options={(existingGroups.data ?? []).map((group) => ({ value: group.name, label: group.name }))}
          />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
    </Modal>
  );
}
