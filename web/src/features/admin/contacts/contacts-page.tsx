import { DownloadOutlined, FileExcelOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@workbench/contracts';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { saveFile } from '../../../lib/save-file';
import { showSuccessNotice } from '../../../ui/notices';
import { useLeavePage } from '../../../ui/routing/use-leave-page';
import { AdminPage } from '../shared/admin-page';
import { DeleteSelectedButton } from '../shared/delete-selected-button';
import { HistoryButton } from '../shared/history/history-button';
import { LoadFailedAlert } from '../shared/load-failed-alert';
import { usePagedList } from '../shared/use-paged-list';
import { contactsQueryKeys } from './api/contact-query-keys';
import { deleteContacts } from './api/delete-contacts';
import { exportContactsXlsx } from './api/export-contacts-xlsx';
import { useContacts } from './api/get-contacts';
import { ContactEditor } from './components/contact-editor';
import { ContactsTable } from './components/contacts-table';
import { GroupFilter } from './components/group-filter';
import { ImportUsersDialog } from './components/import-users-dialog';
import { ImportXlsxDialog } from './components/import-xlsx-dialog';
import './contacts-page.css';

/** Which contact the editor shows: null id for a new one; no editor while this is null. */
type Editing = { id: string | null } | null;
type Importing = 'users' | 'xlsx' | null;

const LIST_PATH = '/ContactsChannel';

/**
 * The integrations' address book (/ContactsChannel/{ID?}, docs/spec.md §2): the paged, searchable
 * list with a group filter, new / edit / delete, import from users and .xlsx, export to .xlsx.
 * With an ID in the address, that contact's editor opens.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const { ID } = useParams<{ ID?: string }>();
  const queryClient = useQueryClient();
  const list = usePagedList<Contact>({ field: 'name', order: 'ascend' });
  const [group, setGroup] = useState<string | undefined>(undefined);
  const request = useMemo(() => (group ? { ...list.request, group } : list.request), [list.request, group]);
  const contacts = useContacts(request);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(() => (ID ? { id: ID } : null));
  const [importing, setImporting] = useState<Importing>(null);
  const leave = useLeavePage(useLocation().pathname);

  /**
   * An editor opened by its address (/ContactsChannel/{ID}) leaves the list at the page's own
   * address when it closes, and its tab with the contact's address goes, as a channel editor's does.
   */
  function closeEditor() {
    setEditing(null);
    if (!ID) return;
    leave(LIST_PATH, { replace: true });
  }

  const remove = useMutation({
    mutationFn: deleteContacts,
    onSuccess(result, ids) {
      void showSuccessNotice(t('admin.deleted', { count: result.deleted }));
      setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
      void queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all });
    },
  });

  // The client's error box reports a refused export; only the file name is ours to give.
  const exportSheet = useMutation({
    mutationFn: exportContactsXlsx,
    onSuccess: (blob) => saveFile(blob, `${t('adminContacts.exportFileName')}.xlsx`),
  });

  const toolbar = (
    <>
      <Input.Search
        className="wb-contacts-search"
        aria-label={t('admin.search')}
        placeholder={t('admin.searchPlaceholder')}
        allowClear
        onSearch={list.setFilter}
      />
      <GroupFilter
        value={group}
        onChange={(chosen) => {
          setGroup(chosen);
          list.setFilter(list.state.filter);
        }}
      />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ id: null })}>
        {t('admin.create')}
      </Button>
      <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setImporting('users')}>
        {t('adminContacts.importUsers.button')}
      </Button>
      <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => setImporting('xlsx')}>
        {t('adminContacts.importXlsx.button')}
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={exportSheet.isPending}
        onClick={() => exportSheet.mutate()}
      >
        {t('adminContacts.exportXlsx')}
      </Button>
      <DeleteSelectedButton
        count={selectedIds.length}
        deleting={remove.isPending}
        onConfirm={() => remove.mutate([...selectedIds])}
      />
      <HistoryButton resource="integrationContact" />
    </>
  );

  return (
    <AdminPage title={t('route.contactsChannel')} toolbar={toolbar}>
      {contacts.isError ? <LoadFailedAlert error={contacts.error} onRetry={() => void contacts.refetch()} /> : null}
      <ContactsTable
        contacts={contacts.data?.items ?? []}
        loading={contacts.isFetching}
        pagination={list.pagination(contacts.data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        sortOrderOf={list.sortOrderOf}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        onEdit={(id) => setEditing({ id })}
        onDelete={(contact) => remove.mutate([contact.id])}
      />
      {editing ? <ContactEditor key={editing.id ?? 'new'} contactId={editing.id} onClose={closeEditor} /> : null}
      {importing === 'users' ? <ImportUsersDialog onClose={() => setImporting(null)} /> : null}
      {importing === 'xlsx' ? <ImportXlsxDialog onClose={() => setImporting(null)} /> : null}
    </AdminPage>
  );
}
