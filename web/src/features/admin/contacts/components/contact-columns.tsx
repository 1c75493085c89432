import type { Contact } from '@workbench/contracts';
import { Space, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './contact-languages';

/** The address book's columns: how each channel reaches a person, their language and groups. */
export function useContactColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<Contact> {
  const { t, i18n } = useTranslation();
  const empty = <span className="wb-contacts-empty">—</span>;
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('adminContacts.column.name'),
      sorter: true,
      sortOrder: sortOrderOf('name'),
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
      sortOrder: sortOrderOf('creationTime'),
      render: (time: string) => new Date(time).toLocaleString(i18n.language),
    },
  ];
}
