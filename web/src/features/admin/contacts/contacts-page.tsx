import { DownloadOutlined, FileExcelOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { Contact } from '@workbench/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { saveFile } from '../../../lib/save-file';
import { useLeavePage } from '../../../ui/routing/use-leave-page';
import { ResourceListPage } from '../shared/resource-list-page';
import { RowActions } from '../shared/row-actions';
import { useResourceList } from '../shared/use-resource-list';
import { contactsQueryKeys } from './api/contact-query-keys';
import { deleteContacts } from './api/delete-contacts';
import { exportContactsXlsx } from './api/export-contacts-xlsx';
import { contactsPageQueryOptions } from './api/get-contacts';
import { useContactColumns } from './components/contact-columns';
import { ContactEditor } from './components/contact-editor';
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
  const list = useResourceList<Contact, { group?: string }>({
    initialSort: { field: 'name', order: 'ascend' },
    query: contactsPageQueryOptions,
    remove: deleteContacts,
    refresh: (client) => client.invalidateQueries({ queryKey: contactsQueryKeys.all }),
  });
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

  // The client's error box reports a refused export; only the file name is ours to give.
  const exportSheet = useMutation({
    mutationFn: exportContactsXlsx,
    onSuccess: (blob) => saveFile(blob, `${t('adminContacts.exportFileName')}.xlsx`),
  });

  return (
    <ResourceListPage
      title={t('route.contactsChannel')}
      list={list}
      columns={useContactColumns(list.paging.sortOrderOf)}
      rowActions={(contact) => (
        <RowActions
          name={contact.name}
          onEdit={() => setEditing({ id: contact.id })}
          remove={{
            title: t('adminContacts.deleteConfirmNamed', { name: contact.name }),
            onConfirm: () => list.deleteRows([contact.id]),
          }}
        />
      )}
      search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder'), className: 'wb-contacts-search' }}
      filters={<GroupFilter value={list.filters.group} onChange={(group) => list.setFilters(group ? { group } : {})} />}
      create={{ onClick: () => setEditing({ id: null }) }}
      actions={
        <>
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
        </>
      }
      rowName={(contact) => contact.name}
      history="integrationContact"
    >
      {editing ? <ContactEditor key={editing.id ?? 'new'} contactId={editing.id} onClose={closeEditor} /> : null}
      {importing === 'users' ? <ImportUsersDialog onClose={() => setImporting(null)} /> : null}
      {importing === 'xlsx' ? <ImportXlsxDialog onClose={() => setImporting(null)} /> : null}
    </ResourceListPage>
  );
}
