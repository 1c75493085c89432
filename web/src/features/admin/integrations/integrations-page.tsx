import { ProfileOutlined, SendOutlined } from '@ant-design/icons';
import { CHANNEL_KINDS, type ChannelKind, type ChannelListItem } from '@workbench/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { ResourceListPage } from '../shared/resource-list-page';
import { RowAction, RowActions } from '../shared/row-actions';
import { useResourceList } from '../shared/use-resource-list';
import { deleteChannels } from './api/delete-channels';
import { channelPageQueryOptions } from './api/get-channel-page';
import { channelKeys, refreshChannels } from './api/query-keys';
import { channelEditorPath } from './channel-path';
import { useChannelColumns } from './components/channel-columns';
import { DeliveryLogDrawer } from './components/delivery-log-drawer';
import { SendTestDialog } from './components/send-test-dialog';
import './integrations.css';

/** /SYSIntegration: every channel with its state, "Send test" and its delivery log (docs/spec.md §2). */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const list = useResourceList<ChannelListItem, { kind?: ChannelKind }>({
    initialSort: { field: 'name', order: 'ascend' },
    query: channelPageQueryOptions,
    remove: deleteChannels,
    refresh: refreshChannels,
    onDeleted(ids, client) {
      for (const id of ids) client.removeQueries({ queryKey: channelKeys.one(id) });
    },
  });
  const [tested, setTested] = useState<ChannelListItem | null>(null);
  const [logged, setLogged] = useState<ChannelListItem | null>(null);

  return (
    <ResourceListPage
      title={t('route.sysIntegration')}
      list={list}
      columns={useChannelColumns(list.paging.sortOrderOf)}
      rowActions={(row) => (
        <RowActions
          className="wb-int-row-actions"
          name={row.name}
          leading={
            <>
              <RowAction
                label={t('adminIntegrations.test.actionNamed', { name: row.name })}
                tooltip={t('adminIntegrations.test.action')}
                icon={<SendOutlined aria-hidden />}
                onClick={() => setTested(row)}
              />
              <RowAction
                label={t('adminIntegrations.log.actionNamed', { name: row.name })}
                tooltip={t('adminIntegrations.log.action')}
                icon={<ProfileOutlined aria-hidden />}
                onClick={() => setLogged(row)}
              />
            </>
          }
          onEdit={() => navigate(channelEditorPath(row.kind, row.id))}
          remove={{
            title: t('adminIntegrations.deleteTitle', { name: row.name }),
            description: t('adminIntegrations.deleteWarning'),
            onConfirm: () => list.deleteRows([row.id]),
          }}
        />
      )}
      actionsWidth={168}
      search={{
        label: t('adminIntegrations.searchLabel'),
        placeholder: t('adminIntegrations.searchPlaceholder'),
        className: 'wb-int-search',
      }}
      filters={
        <Select
          allowClear
          className="wb-int-kind-filter"
          aria-label={t('adminIntegrations.kindFilter')}
          placeholder={t('adminIntegrations.allKinds')}
          value={list.filters.kind}
          onChange={(kind: ChannelKind | undefined) => list.setFilters(kind ? { kind } : {})}
          options={CHANNEL_KINDS.map((value) => ({ value, label: t(`adminIntegrations.kind.${value}`) }))}
        />
      }
      create={{
        label: t('adminIntegrations.create'),
        choices: CHANNEL_KINDS.map((value) => ({ key: value, label: t(`adminIntegrations.createTitle.${value}`) })),
        onChoose: (key) => navigate(channelEditorPath(key as ChannelKind, null)),
      }}
      history="integrationChannel"
      table={{
        size: 'small',
        className: 'wb-int-table',
        locale: { emptyText: t('adminIntegrations.empty') },
        scroll: { x: '100%' },
        tableLayout: 'auto',
      }}
    >
      {tested ? <SendTestDialog channel={tested} onClose={() => setTested(null)} /> : null}
      {logged ? <DeliveryLogDrawer channel={logged} onClose={() => setLogged(null)} /> : null}
    </ResourceListPage>
  );
}
