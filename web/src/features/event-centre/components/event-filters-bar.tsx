import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplications } from '../../../api/applications/get-applications';
import { useSubSystems } from '../../../api/sub-systems/get-sub-systems';
import { useEventCentre } from '../stores/event-centre-store';
import type { Choice } from '../stores/event-filters';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * The list's filters: time range, active or returned to normal, acknowledged, resolved,
 * application with its sub-system and area, and the search text (the types are the counts' buttons).
 */
export function EventFiltersBar() {
  const { t } = useTranslation();
  const filters = useEventCentre((state) => state.filters);
  const setFilters = useEventCentre((state) => state.setFilters);
  const resetFilters = useEventCentre((state) => state.resetFilters);
  const [text, setText] = useState(filters.text);
  const applications = useApplications();
  const subSystems = useSubSystems(filters.applicationId ?? undefined);
  const subSystem = subSystems.data?.find((candidate) => candidate.id === filters.dbInstanceId);

  const choice = (
    label: string,
    value: Choice,
    yes: string,
    no: string,
    onChange: (value: Choice) => void,
    className: string,
  ) => (
    <Select<Choice>
      className={className}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: 'any', label: `${label}: ${t('eventCentre.filter.any')}` },
        { value: 'yes', label: `${label}: ${yes}` },
        { value: 'no', label: `${label}: ${no}` },
      ]}
    />
  );

  return (
    <search className="wb-event-filters" aria-label={t('eventCentre.filters')}>
      <Input.Search
        className="wb-event-filter-text"
        aria-label={t('eventCentre.filter.text')}
        placeholder={t('eventCentre.filter.textPlaceholder')}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setFilters({ text: value })}
      />
      <DatePicker
        className="wb-event-filter-time"
        showTime={{ format: 'HH:mm' }}
        format={TIME_FORMAT}
        aria-label={t('eventCentre.filter.timeFrom')}
        placeholder={t('eventCentre.filter.timeFrom')}
        value={filters.from ? dayjs(filters.from) : null}
        onChange={(value) => setFilters({ from: value ? value.toISOString() : null })}
      />
      <DatePicker
        className="wb-event-filter-time"
        showTime={{ format: 'HH:mm' }}
        format={TIME_FORMAT}
        aria-label={t('eventCentre.filter.timeTo')}
        placeholder={t('eventCentre.filter.timeTo')}
        value={filters.to ? dayjs(filters.to) : null}
        onChange={(value) => setFilters({ to: value ? value.toISOString() : null })}
      />
      {choice(
        t('eventCentre.filter.state'),
        filters.active,
        t('eventCentre.filter.active'),
        t('eventCentre.filter.normal'),
        (active) => setFilters({ active }),
        'wb-event-filter-choice',
      )}
      {choice(
        t('eventCentre.filter.acknowledged'),
        filters.acknowledged,
        t('eventCentre.filter.acknowledgedYes'),
        t('eventCentre.filter.acknowledgedNo'),
        (acknowledged) => setFilters({ acknowledged }),
        'wb-event-filter-choice',
      )}
      {choice(
        t('eventCentre.filter.resolved'),
        filters.resolved,
        t('eventCentre.filter.resolvedYes'),
        t('eventCentre.filter.resolvedNo'),
        (resolved) => setFilters({ resolved }),
        'wb-event-filter-choice',
      )}
      <Select<string>
        className="wb-event-filter-place"
        aria-label={t('eventCentre.filter.application')}
        placeholder={t('eventCentre.filter.application')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={applications.isFetching}
        value={filters.applicationId ?? undefined}
        onChange={(applicationId) => setFilters({ applicationId: applicationId ?? null })}
        options={(applications.data ?? []).map((application) => ({
          value: application.id,
          label: application.displayName,
        }))}
      />
      <Select<string>
        className="wb-event-filter-place"
        aria-label={t('eventCentre.filter.subSystem')}
        placeholder={t('eventCentre.filter.subSystem')}
        allowClear
        disabled={!filters.applicationId}
        loading={subSystems.isFetching}
        value={filters.dbInstanceId ?? undefined}
        onChange={(dbInstanceId) => setFilters({ dbInstanceId: dbInstanceId ?? null })}
        options={(subSystems.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.displayName }))}
      />
      <Select<string>
        className="wb-event-filter-place"
        aria-label={t('eventCentre.filter.area')}
        placeholder={t('eventCentre.filter.area')}
        allowClear
        disabled={!subSystem}
        value={filters.dataPermissionId ?? undefined}
        onChange={(dataPermissionId) => setFilters({ dataPermissionId: dataPermissionId ?? null })}
        options={(subSystem?.dataPermissionOutputs ?? []).map((area) => ({
          value: area.id,
          label: area.displayName,
        }))}
      />
      <Button
        onClick={() => {
          setText('');
          resetFilters();
        }}
      >
        {t('eventCentre.filter.reset')}
      </Button>
    </search>
  );
}
