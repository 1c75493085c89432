import type { NoticePriority } from '@workbench/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NoticePriority, string | undefined> = { normal: undefined, important: 'orange', urgent: 'red' };

export function NoticePriorityTag({ priority }: { priority: NoticePriority }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[priority]}>{t(`announcements.priority.${priority}`)}</Tag>;
}
