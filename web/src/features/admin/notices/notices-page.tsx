import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTICE_STATES, type Notice, type NoticeState } from '@workbench/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../i18n/translate';
import { confirmAction } from '../../../ui/confirm';
import { showSuccessNotice } from '../../../ui/notices';
import { ResourceListPage } from '../shared/resource-list-page';
import { useResourceList } from '../shared/use-resource-list';
import { deleteNotices } from './api/delete-notices';
import { noticesPageQueryOptions } from './api/get-notices';
import { type NoticeCommand, sendNoticeCommand } from './api/notice-commands';
import { noticesQueryKeys } from './api/notice-query-keys';
import { useNoticeColumns } from './components/notice-columns';
import { NoticeEditor } from './components/notice-editor';
import { NoticeRowActions } from './components/notice-row-actions';
import { titleIn } from './model/notice-title';
import './notices-page.css';

type Editing = { id: string | null } | null;

const QUESTIONS: Record<NoticeCommand, { title: string; content: string; ok: string; done: string }> = {
  publish: {
    title: 'adminNotices.confirm.publish',
    content: 'adminNotices.confirm.publishContent',
    ok: 'adminNotices.action.publish',
    done: 'adminNotices.notice.published',
  },
  withdraw: {
    title: 'adminNotices.confirm.withdraw',
    content: 'adminNotices.confirm.withdrawContent',
    ok: 'adminNotices.action.withdraw',
    done: 'adminNotices.notice.withdrawn',
  },
};

/**
 * Announcements (/Notice, docs/spec.md §2): the list with title in the user's language, priority,
 * state, times and how much of the audience has read it; publish, withdraw, new / edit (until it
 * is out), delete.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useResourceList<Notice, { state?: NoticeState }>({
    initialSort: { field: 'creationTime', order: 'descend' },
    query: noticesPageQueryOptions,
    remove: deleteNotices,
    refresh: (client) => client.invalidateQueries({ queryKey: noticesQueryKeys.all }),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const title = (notice: Notice) => titleIn(notice.texts, i18n.language);

  // Asked first: an announcement once out reaches people's screens. A refusal is the client's error box.
  const command = useMutation({
    mutationFn: async ({ command, notice }: { command: NoticeCommand; notice: Notice }) => {
      const question = QUESTIONS[command];
      const yes = await confirmAction({
        title: translate(question.title, { name: title(notice) }),
        content: translate(question.content),
        okText: translate(question.ok),
        cancelText: translate('admin.cancel'),
        danger: command === 'withdraw',
      });
      if (!yes) return false;
      await sendNoticeCommand(command, notice.id);
      return true;
    },
    onSuccess: (sent, { command, notice }) => {
      if (sent) void showSuccessNotice(translate(QUESTIONS[command].done, { name: title(notice) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesQueryKeys.all }),
  });

  return (
    <ResourceListPage
      title={t('route.notice')}
      list={list}
      columns={useNoticeColumns(list.paging.sortOrderOf)}
      actionsWidth={170}
      rowActions={(notice) => (
        <NoticeRowActions
          notice={notice}
          title={title(notice)}
          onCommand={(name, target) => command.mutate({ command: name, notice: target })}
          onEdit={(target) => setEditing({ id: target.id })}
          onDelete={(target) => list.deleteRows([target.id])}
        />
      )}
      search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder') }}
      filters={
        <Select<NoticeState>
          className="wb-notices-state-filter"
          aria-label={t('adminNotices.stateFilter')}
          placeholder={t('adminNotices.allStates')}
          allowClear
          value={list.filters.state}
          onChange={(state) => list.setFilters(state ? { state } : {})}
          options={NOTICE_STATES.map((state) => ({ value: state, label: t(`adminNotices.state.${state}`) }))}
        />
      }
      create={{ onClick: () => setEditing({ id: null }) }}
      rowName={title}
      history="notice"
      refreshButton
    >
      {editing ? (
        <NoticeEditor key={editing.id ?? 'new'} noticeId={editing.id} onClose={() => setEditing(null)} />
      ) : null}
    </ResourceListPage>
  );
}
