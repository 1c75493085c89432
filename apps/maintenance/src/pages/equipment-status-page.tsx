import { ListPage } from '@workbench/app-kit';
import type { Equipment, HostContext } from '@workbench/contracts';
import { queryEquipment } from '../api/query-maintenance';
import { StateBadge } from '../components/badges';
import { useI18n } from '../i18n/i18n-context';
import { formatDay, formatTime } from '../lib/format';

const today = () => new Date().toISOString().slice(0, 10);

/** #/equipment/status: one tile per machine, its state in colour and whether its service is overdue. */
export function EquipmentStatusPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const board = (machines: Equipment[]) => (
    <ul className="board" aria-label={t('statusTitle')}>
      {machines.map((machine) => (
        <li key={machine.id} className={`tile tile-${machine.state}`}>
          <h2>
            <code>{machine.equipmentNo}</code> <span className="tile-name">{machine.name}</span>
          </h2>
          <StateBadge state={machine.state} />
          <p className="tile-area">{machine.areaName}</p>
          <p className={machine.nextServiceDate < today() ? 'tile-service tile-overdue' : 'tile-service'}>
            {machine.nextServiceDate < today()
              ? t('serviceOverdue')
              : t('nextServiceOn', { date: formatDay(machine.nextServiceDate, language) })}
          </p>
          <p className="tile-since">
            {t('colSince')}: {formatTime(machine.since, language)}
          </p>
        </li>
      ))}
    </ul>
  );
  return (
    <ListPage
      context={context}
      scopeLabel={t('areasInEffect')}
      title={t('statusTitle')}
      fetchPage={queryEquipment}
      renderItems={board}
    />
  );
}
