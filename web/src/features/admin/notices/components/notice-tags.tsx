import type { NoticePriority, NoticeState } from '@workbench/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const PRIORITY_COLORS: Record<NoticePriority, string | undefined> = {
  normal: undefined,
  important: 'orange',
  urgent: 'red',
};

const STATE_COLORS: Record<NoticeState, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
  expired: 'default',
  withdrawn: 'orange',
};

export function NoticePriorityTag({ priority }: { priority: NoticePriority }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLORS[priority]}>{t(`adminNotices.priority.${priority}`)}</Tag>;
}

export function NoticeStateTag({ state }: { state: NoticeState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`adminNotices.state.${state}`)}</Tag>;
}
