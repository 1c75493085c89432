import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { CHANNEL_KINDS, type ChannelKind, type ChannelListItem } from '@workbench/contracts';
import { Button, Dropdown, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { AdminPage } from '../shared/admin-page';
import { HistoryButton } from '../shared/history/history-button';
import { usePagedList } from '../shared/use-paged-list';
import { channelEditorPath } from './channel-path';
import { ChannelsTable } from './components/channels-table';
import { DeliveryLogDrawer } from './components/delivery-log-drawer';
import { SendTestDialog } from './components/send-test-dialog';
import './integrations.css';

/** /SYSIntegration: every channel with its state, "Send test" and its delivery log (docs/spec.md §2). */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const list = usePagedList<ChannelListItem>({ field: 'name', order: 'ascend' });
  const [kind, setKind] = useState<ChannelKind | undefined>(undefined);
  const [tested, setTested] = useState<ChannelListItem | null>(null);
  const [logged, setLogged] = useState<ChannelListItem | null>(null);

  return (
    <AdminPage
      title={t('route.sysIntegration')}
      toolbar={
        <>
          <Input.Search
            allowClear
            className="wb-int-search"
            aria-label={t('adminIntegrations.searchLabel')}
            placeholder={t('adminIntegrations.searchPlaceholder')}
            onSearch={(text) => list.setFilter(text)}
          />
          <Select
            allowClear
            className="wb-int-kind-filter"
            aria-label={t('adminIntegrations.kindFilter')}
            placeholder={t('adminIntegrations.allKinds')}
            value={kind}
            onChange={(value: ChannelKind | undefined) => {
              setKind(value);
              // Setting the same search text again is the list's way back to page 1 for a new filter.
              list.setFilter(list.state.filter);
            }}
            options={CHANNEL_KINDS.map((value) => ({ value, label: t(`adminIntegrations.kind.${value}`) }))}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: CHANNEL_KINDS.map((value) => ({ key: value, label: t(`adminIntegrations.createTitle.${value}`) })),
              onClick: ({ key }) => navigate(channelEditorPath(key as ChannelKind, null)),
            }}
          >
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('adminIntegrations.create')} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          <HistoryButton resource="integrationChannel" />
        </>
      }
    >
      <ChannelsTable
        list={list}
        kind={kind}
        onEdit={(channel) => navigate(channelEditorPath(channel.kind, channel.id))}
        onSendTest={setTested}
        onShowLog={setLogged}
      />
      {tested ? <SendTestDialog channel={tested} onClose={() => setTested(null)} /> : null}
      {logged ? <DeliveryLogDrawer channel={logged} onClose={() => setLogged(null)} /> : null}
    </AdminPage>
  );
}
