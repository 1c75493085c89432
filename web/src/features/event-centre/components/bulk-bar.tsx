import type { PlantEvent } from '@workbench/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEventCentre } from '../stores/event-centre-store';
import { useUnshelve } from './event-drawer';

/**
 * The acts on the selected events at once: each is all or none on the server (an event closed or
 * out of the user's scope changes nothing of the batch, and the refusal names it).
 */
export function BulkBar({ rows }: { rows: readonly PlantEvent[] }) {
  const { t } = useTranslation();
  const selectedIds = useEventCentre((state) => state.selectedIds);
  const startAct = useEventCentre((state) => state.startAct);
  const clearSelection = useEventCentre((state) => state.clearSelection);
  const unshelve = useUnshelve();
  if (selectedIds.length === 0) return null;
  const ids = [...selectedIds];
  const anyShelved = rows.some((row) => selectedIds.includes(row.id) && row.shelved !== null);
  return (
    <section className="wb-event-bulk" aria-label={t('eventCentre.selected', { count: ids.length })}>
      <span className="wb-event-bulk-count" aria-live="polite">
        {t('eventCentre.selected', { count: ids.length })}
      </span>
      <Button type="primary" onClick={() => startAct('acknowledge', ids)}>
        {t('eventCentre.act.acknowledge')}
      </Button>
      <Button onClick={() => startAct('resolve', ids)}>{t('eventCentre.act.resolve')}</Button>
      <Button onClick={() => startAct('assign', ids)}>{t('eventCentre.act.assign')}</Button>
      <Button onClick={() => startAct('shelve', ids)}>{t('eventCentre.act.shelve')}</Button>
      {anyShelved ? (
        <Button loading={unshelve.isPending} onClick={() => unshelve.mutate(ids)}>
          {t('eventCentre.act.unshelve')}
        </Button>
      ) : null}
      <Button type="text" onClick={clearSelection}>
        {t('eventCentre.clearSelection')}
      </Button>
    </section>
  );
}
