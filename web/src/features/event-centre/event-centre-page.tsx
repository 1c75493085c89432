import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlantEvent } from '@workbench/contracts';
import { Button, Table, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../i18n/translate';
import { showSuccessNotice } from '../../ui/notices';
import { AdminPage, LoadFailedAlert } from '../admin';
import { eventCentreQueryKeys } from './api/event-centre-query-keys';
import { exportEvents } from './api/export-events';
import { useEvents } from './api/get-events';
import { EventActDialogs } from './components/act-dialogs';
import { BulkBar } from './components/bulk-bar';
import { totalText } from './components/count-text';
import { useEventColumns } from './components/event-columns';
import { EventDrawer } from './components/event-drawer';
import { EventFiltersBar } from './components/event-filters-bar';
import { RaiseEventDialog } from './components/raise-event-dialog';
import { TypeCounts } from './components/type-counts';
import { useSourceNames } from './components/use-source-names';
import { createEventCentreStore, EventCentreContext, useEventCentre } from './stores/event-centre-store';
import { toExportRequest, toPageRequest } from './stores/event-filters';
import { useLiveEvents } from './stores/use-live-events';
import './event-centre.css';

function EventCentre() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const filters = useEventCentre((state) => state.filters);
  const page = useEventCentre((state) => state.page);
  const pageSize = useEventCentre((state) => state.pageSize);
  const selectedIds = useEventCentre((state) => state.selectedIds);
  const openId = useEventCentre((state) => state.openId);
  const raising = useEventCentre((state) => state.raising);
  const { turnPage, select, openEvent, startAct, setRaising } = useEventCentre((state) => state);

  const request = useMemo(() => toPageRequest(filters, page, pageSize), [filters, page, pageSize]);
  const list = useEvents(request);
  useLiveEvents(openId);
  const rows = list.data?.items ?? [];
  const total = list.data?.totalCount ?? 0;

  // The last rows of the last page resolved (and gone from an "open" list): step back to the new last page.
  useEffect(() => {
    if (list.data && rows.length === 0 && total > 0 && page > 1) turnPage(Math.ceil(total / pageSize), pageSize);
  }, [list.data, rows.length, total, page, pageSize, turnPage]);

  const placeOf = useSourceNames(rows);
  const columns = useEventColumns(
    {
      onOpen: (event) => openEvent(event.id),
      onAcknowledge: (event) => startAct('acknowledge', [event.id]),
      onResolve: (event) => startAct('resolve', [event.id]),
    },
    placeOf,
  );

  const startExport = useMutation({
    mutationFn: () => exportEvents(toExportRequest(filters)),
    onSuccess: () => void showSuccessNotice(t('eventCentre.exportStarted')),
  });

  const toolbar = (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRaising(true)}>
        {t('eventCentre.act.raise')}
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={startExport.isPending}
        onClick={() => startExport.mutate()}
      >
        {t('eventCentre.act.export')}
      </Button>
      <Tooltip title={t('eventCentre.act.refresh')}>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          aria-label={t('eventCentre.act.refresh')}
          onClick={() => void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.all })}
        />
      </Tooltip>
    </>
  );

  const known: PlantEvent[] = rows;
  return (
    <AdminPage title={t('route.eventCenter')} toolbar={toolbar}>
      <TypeCounts counts={list.data?.countsByType ?? null} />
      <EventFiltersBar />
      <BulkBar rows={rows} />
      {list.isError ? <LoadFailedAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<PlantEvent>
        className="wb-event-table"
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !list.data}
        rowClassName={(event) => (event.acknowledged || event.resolved ? '' : 'wb-event-row-unacknowledged')}
        locale={{ emptyText: t('eventCentre.empty') }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: () => translate('admin.total', { total: totalText(list.data?.countsByType ?? [], i18n.language) }),
        }}
        onChange={(pagination) => turnPage(pagination.current ?? 1, pagination.pageSize ?? pageSize)}
        rowSelection={{
          selectedRowKeys: selectedIds,
          // The selection names events, and it survives turning the page and live refreshes.
          preserveSelectedRowKeys: true,
          onChange: (keys) => select(keys.map(String)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('eventCentre.selectAll') }),
          getCheckboxProps: (event) => ({ 'aria-label': t('eventCentre.selectNamed', { name: event.title }) }),
        }}
      />
      <EventDrawer />
      <EventActDialogs events={known} />
      {raising ? <RaiseEventDialog /> : null}
    </AdminPage>
  );
}

/**
 * The event centre (/Eventcenter, WebBaseService.EventCenter; docs/adr/0022): the live list of
 * plant events the user may see, unacknowledged first, with its filters and counts per type; an
 * event's drawer with its timeline; acknowledge, resolve, assign, comment, shelve and unshelve,
 * one by one and on the selection; raising an event; the filtered list's .xlsx export.
 */
export function EventCentrePage() {
  const [store] = useState(createEventCentreStore);
  return (
    <EventCentreContext.Provider value={store}>
      <EventCentre />
    </EventCentreContext.Provider>
  );
}
