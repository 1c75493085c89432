import type { EquipmentState, MaintenanceRecordStatus } from '@workbench/contracts';
import { useI18n } from '../i18n/i18n-context';

const STATE_KEYS = {
  running: 'stateRunning',
  idle: 'stateIdle',
  down: 'stateDown',
  maintenance: 'stateMaintenance',
} as const;

const STATUS_KEYS = { open: 'statusOpen', 'in-progress': 'statusInProgress', done: 'statusDone' } as const;

/** What a machine is doing, coloured as the shop floor reads it. */
export function StateBadge({ state }: { state: EquipmentState }) {
  const { t } = useI18n();
  return <span className={`badge badge-${state}`}>{t(STATE_KEYS[state])}</span>;
}

export function StatusBadge({ status }: { status: MaintenanceRecordStatus }) {
  const { t } = useI18n();
  return <span className={`badge badge-${status}`}>{t(STATUS_KEYS[status])}</span>;
}

/** A stock line at or above its minimum, or one to reorder. */
export function StockBadge({ quantity, minQuantity }: { quantity: number; minQuantity: number }) {
  const { t } = useI18n();
  const low = quantity < minQuantity;
  return <span className={`badge ${low ? 'badge-down' : 'badge-running'}`}>{t(low ? 'stockLow' : 'stockEnough')}</span>;
}
