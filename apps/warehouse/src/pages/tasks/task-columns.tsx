import type { Column } from '@workbench/app-kit';
import type { CoreLanguage, WarehouseTask } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { StatusLabel } from '../../components/status-label';
import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';
import { formatDay, formatQuantity } from '../../lib/format';
import { unitKeyOf } from '../../lib/units';

/** The fields a task list can show; each page picks its own and may word the header its way. */
export type TaskField =
  | 'taskNo'
  | 'reference'
  | 'partner'
  | 'warehouse'
  | 'material'
  | 'materialName'
  | 'quantity'
  | 'from'
  | 'to'
  | 'dueDate'
  | 'status';

export interface TaskColumnSpec {
  field: TaskField;
  header: MessageKey;
}

export function taskColumns(
  specs: readonly TaskColumnSpec[],
  t: Translate,
  language: CoreLanguage,
): Column<WarehouseTask>[] {
  const unit = (code: string) => {
    const key = unitKeyOf(code);
    return key ? t(key) : code;
  };
  const render: Record<TaskField, (row: WarehouseTask) => ReactNode> = {
    taskNo: (row) => <code>{row.taskNo}</code>,
    reference: (row) => row.reference,
    partner: (row) => row.partner,
    warehouse: (row) => row.dataPermissionCode,
    material: (row) => <code>{row.materialCode}</code>,
    materialName: (row) => row.materialName,
    quantity: (row) => (
      <>
        {formatQuantity(row.quantity, language)} <span className="unit">{unit(row.unit)}</span>
      </>
    ),
    from: (row) => row.fromLocation || '—',
    to: (row) => row.toLocation || '—',
    dueDate: (row) => formatDay(row.dueDate, language),
    status: (row) => <StatusLabel status={row.status} task />,
  };
  return specs.map((spec) => ({
    key: spec.field,
    header: t(spec.header),
    numeric: spec.field === 'quantity',
    render: render[spec.field],
  }));
}
