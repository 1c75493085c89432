import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_FILTERS, toExportRequest, toggleType, toPageRequest } from './event-filters';

describe('the event centre’s filters', () => {
  it('open on the events still open, and send only what is chosen', () => {
    expect(toPageRequest(DEFAULT_FILTERS, 1, 20)).toEqual({ resolved: false, maxResultCount: 20, skipCount: 0 });
    expect(toPageRequest(DEFAULT_FILTERS, 3, 50)).toMatchObject({ maxResultCount: 50, skipCount: 100 });
  });

  it('send every filter the user chose, the search text trimmed', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-02T00:00:00.000Z',
      types: [0, 1],
      active: 'yes' as const,
      acknowledged: 'no' as const,
      resolved: 'any' as const,
      applicationId: 'app-mes',
      dbInstanceId: 'db-sz',
      dataPermissionId: 'dp-hall-a',
      text: '  conveyor ',
    };
    expect(toExportRequest(filters)).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-02T00:00:00.000Z',
      types: [0, 1],
      active: true,
      acknowledged: false,
      applicationId: 'app-mes',
      dbInstanceId: 'db-sz',
      dataPermissionId: 'dp-hall-a',
      filter: 'conveyor',
    });
  });

  it('forget the sub-system and the area of another application, and the area of another sub-system', () => {
    const placed = { ...DEFAULT_FILTERS, applicationId: 'app-mes', dbInstanceId: 'db-sz', dataPermissionId: 'dp-a' };
    expect(changeFilters(placed, { applicationId: 'app-wms' })).toMatchObject({
      applicationId: 'app-wms',
      dbInstanceId: null,
      dataPermissionId: null,
    });
    expect(changeFilters(placed, { dbInstanceId: 'db-sh' })).toMatchObject({
      applicationId: 'app-mes',
      dbInstanceId: 'db-sh',
      dataPermissionId: null,
    });
    expect(changeFilters(placed, { text: 'belt' })).toMatchObject({ dbInstanceId: 'db-sz', dataPermissionId: 'dp-a' });
  });

  it('show and hide types, kept in the order of the types', () => {
    expect(toggleType([], 3)).toEqual([3]);
    expect(toggleType([3], 0)).toEqual([0, 3]);
    expect(toggleType([0, 3], 3)).toEqual([0]);
  });
});
