import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Contact } from '@workbench/contracts';
import { Button, Popconfirm, Space, Table, type TablePaginationConfig, type TableProps, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './contact-languages';

export interface ContactsTableProps {
  contacts: readonly Contact[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: NonNullable<TableProps<Contact>['onChange']>;
  sortOrderOf(field: string): SortOrder;
  selectedIds: readonly string[];
  onSelect(ids: string[]): void;
  onEdit(id: string): void;
  onDelete(contact: Contact): void;
}

/** The address book's rows: how each channel reaches a person, their language and groups. */
export function ContactsTable(props: ContactsTableProps) {
  const { t, i18n } = useTranslation();
  const empty = <span className="wb-contacts-empty">—</span>;

  const columns: TableProps<Contact>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('adminContacts.column.name'),
      sorter: true,
      sortOrder: props.sortOrderOf('name'),
      render: (name: string, contact) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {contact.userId ? (
            <Tag color="blue" title={t('adminContacts.fromUserHint')}>
              {t('adminContacts.fromUser')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('adminContacts.column.email'), render: (v) => v || empty },
    { key: 'phone', dataIndex: 'phone', title: t('adminContacts.column.phone'), render: (v) => v || empty },
    { key: 'mentionId', dataIndex: 'mentionId', title: t('adminContacts.column.mentionId'), render: (v) => v || empty },
    {
      key: 'language',
      dataIndex: 'language',
      title: t('adminContacts.column.language'),
      render: (language: Contact['language']) => LANGUAGE_NAMES[language],
    },
    {
      key: 'groups',
      dataIndex: 'groups',
      title: t('adminContacts.column.groups'),
      render: (groups: string[]) =>
        groups.length ? (
          <Space size={[4, 4]} wrap>
            {groups.map((group) => (
              <Tag key={group}>{group}</Tag>
            ))}
          </Space>
        ) : (
          empty
        ),
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('adminContacts.column.created'),
      sorter: true,
      sortOrder: props.sortOrderOf('creationTime'),
      render: (time: string) => new Date(time).toLocaleString(i18n.language),
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      render: (_value, contact) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('adminContacts.editNamed', { name: contact.name })}
            onClick={() => props.onEdit(contact.id)}
          />
          <Popconfirm
            title={t('adminContacts.deleteConfirmNamed', { name: contact.name })}
            description={t('admin.deleteConfirmText')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => props.onDelete(contact)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('adminContacts.deleteNamed', { name: contact.name })}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<Contact>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.contacts]}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...props.selectedIds],
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys.map(String)),
        getTitleCheckboxProps: () => ({ 'aria-label': t('adminContacts.selectAll') }),
        getCheckboxProps: (contact) => ({ 'aria-label': t('adminContacts.selectNamed', { name: contact.name }) }),
      }}
    />
  );
}
