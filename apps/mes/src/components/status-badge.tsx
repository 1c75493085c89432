import type { LineState, WorkOrderStatus } from '@workbench/contracts';
import { useI18n } from '../i18n/i18n-context';

const KEYS = {
  planned: 'statusPlanned',
  released: 'statusReleased',
  completed: 'statusCompleted',
  running: 'statusRunning',
  idle: 'stateIdle',
  down: 'stateDown',
  changeover: 'stateChangeover',
} as const;

/** A work order's status or a line's state, coloured as the shop floor reads it. */
export function StatusBadge({ value, line = false }: { value: WorkOrderStatus | LineState; line?: boolean }) {
  const { t } = useI18n();
  const label = line && value === 'running' ? t('stateRunning') : t(KEYS[value]);
  return <span className={`badge badge-${value}`}>{label}</span>;
}
