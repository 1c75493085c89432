import type { InboundOrderStatus, WarehouseTaskStatus } from '@workbench/contracts';
import { useI18n } from '../i18n/i18n-context';

const LABEL_KEYS = {
  open: 'statusOpen',
  receiving: 'statusReceiving',
  closed: 'statusClosed',
  'in-progress': 'statusInProgress',
  done: 'statusDone',
} as const;

export function StatusLabel({ status }: { status: InboundOrderStatus | WarehouseTaskStatus }) {
  const { t } = useI18n();
  return <span className={`status status-${status}`}>{t(LABEL_KEYS[status])}</span>;
}
