// Test-only: events as the server answers them.
import type { PlantEvent, PlantEventDetail } from '@workbench/contracts';

export function plantEvent(id: string, title: string, overrides: Partial<PlantEvent> = {}): PlantEvent {
  return {
    id,
    eventKey: `key-${id}`,
    type: 2,
    category: 'Conveyor',
    title,
    message: '',
    applicationId: 'app-mes',
    dbInstanceId: null,
    dataPermissionId: null,
    device: 'CV-07',
    details: [],
    sourceName: 'Line 3 PLC',
    firstOccurredAt: '2026-12-01T06:00:00.000Z',
    lastOccurredAt: '2026-12-01T06:05:00.000Z',
    count: 1,
    active: true,
    returnedToNormalAt: null,
    acknowledged: null,
    resolved: null,
    assignee: null,
    shelved: null,
    ...overrides,
  };
}

export function eventDetail(event: PlantEvent, timeline: PlantEventDetail['timeline'] = []): PlantEventDetail {
  return { ...event, timeline };
}

export const APPLICATIONS = [
  {
    id: 'app-mes',
    displayName: 'MES',
    enName: 'MES',
    aliasName: '',
    applicationLogo: '',
    applicationUrl: '/apps/mes/',
    applicationPlatform: '',
    specialLeadTagId: null,
    switchMethod: 0,
    integrationMethod: 0,
  },
];

export const SUB_SYSTEMS = [
  {
    id: 'db-sz',
    code: 'SZ',
    displayName: 'Suzhou plant',
    applicationId: 'app-mes',
    dataPermissionOutputs: [{ id: 'dp-hall-a', code: 'HALL-A', displayName: 'Hall A' }],
  },
];
