import type { InboundOrderStatus, WarehouseTaskStatus } from '@workbench/contracts';
import { useI18n } from '../i18n/i18n-context';

const LABEL_KEYS = {
  open: 'statusOpen',
  receiving: 'statusReceiving',
  closed: 'statusClosed',
  'in-progress': 'statusInProgress',
  done: 'statusDone',
} as const;

/** An order's or a task's status; an open task is "to do", not "awaiting goods" as an open order is. */
export function StatusLabel({
  status,
  task = false,
}: {
  status: InboundOrderStatus | WarehouseTaskStatus;
  task?: boolean;
}) {
  const { t } = useI18n();
  const key = task && status === 'open' ? 'statusToDo' : LABEL_KEYS[status];
  return <span className={`status status-${status}`}>{t(key)}</span>;
}
