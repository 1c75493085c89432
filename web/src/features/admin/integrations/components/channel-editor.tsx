import { useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { useLeavePage } from '../../../../ui/routing/use-leave-page';
import { EditorPage } from '../../shared/editor/editor-page';
import { HistoryButton } from '../../shared/history/history-button';
import { useChannel } from '../api/get-channel';
import { channelKeys } from '../api/query-keys';
import { type ChannelEditorRoute, channelEditorPath, INTEGRATIONS_PATH } from '../channel-path';
import { ChannelForm } from './channel-form';
import { SendTestButton } from './send-test-dialog';

export interface ChannelEditorProps {
  route: ChannelEditorRoute;
  /** The page's own path: its tab is closed when the editor is left. */
  pagePath: string;
}

/** Creates (no id) or edits a channel of the route's kind; a saved new channel continues in its own editor. */
export function ChannelEditor({ route, pagePath }: ChannelEditorProps) {
  const { t } = useTranslation();
  // The editor's tab is done with once it is left: a later visit starts afresh.
  const leave = useLeavePage(pagePath);
  const queryClient = useQueryClient();
  const loaded = useChannel(route.id);
  // A new channel's form is not drawn again when the list refreshes behind it.
  const [formKey] = useState(() => route.id ?? 'new');

  function saved(result: Channel, created: boolean) {
    queryClient.setQueryData(channelKeys.one(result.id), result);
    if (created) {
      void showSuccessNotice(t('adminIntegrations.created', { name: result.name }));
      leave(channelEditorPath(result.kind, result.id), { replace: true });
    } else {
      void showSuccessNotice(t('admin.saved'));
    }
  }

  const channel = loaded.data ?? null;
  // An address naming another kind than the channel's still opens the channel's own editor.
  const kind = channel?.kind ?? route.kind;
  const title = channel
    ? t('adminIntegrations.editTitle', { name: channel.name })
    : t(`adminIntegrations.createTitle.${route.kind}`);

  const toolbar = channel ? (
    <>
      <SendTestButton channel={channel} />
      <HistoryButton resource="integrationChannel" resourceId={channel.id} />
    </>
  ) : null;

  return (
    <EditorPage
      title={title}
      toolbar={toolbar}
      loading={route.id !== null && loaded.isPending}
      loadError={route.id !== null && !channel ? loaded.error : null}
      onCancel={() => leave(INTEGRATIONS_PATH)}
    >
      <ChannelForm
        key={`${formKey}:${channel?.id ?? ''}`}
        kind={kind}
        channel={channel}
        onSaved={saved}
        onCancel={() => leave(INTEGRATIONS_PATH)}
      />
    </EditorPage>
  );
}
