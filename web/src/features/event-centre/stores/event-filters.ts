import type { EventExportRequest, EventPageRequest } from '@workbench/contracts';

/** A yes / no filter of the list, or neither. */
export type Choice = 'any' | 'yes' | 'no';

/** What the event centre's list is narrowed to, as its filters hold it. */
export interface EventFilters {
  /** The time range (ISO instants), on the latest occurrence. */
  from: string | null;
  to: string | null;
  /** The types shown; none chosen shows every type. */
  types: number[];
  /** Still active at its source (yes) or returned to normal (no). */
  active: Choice;
  acknowledged: Choice;
  resolved: Choice;
  applicationId: string | null;
  /** The sub-system (database instance) under the application. */
  dbInstanceId: string | null;
  /** The data-permission area under the sub-system. */
  dataPermissionId: string | null;
  text: string;
}

/** The list opens on the events still open: a resolved event is closed and history. */
export const DEFAULT_FILTERS: EventFilters = {
  from: null,
  to: null,
  types: [],
  active: 'any',
  acknowledged: 'any',
  resolved: 'no',
  applicationId: null,
  dbInstanceId: null,
  dataPermissionId: null,
  text: '',
};

const yesNo = (choice: Choice): boolean | undefined => (choice === 'any' ? undefined : choice === 'yes');

/**
 * A change of filters as the user makes it: another application forgets the sub-system and the
 * area chosen under the previous one, another sub-system forgets the area.
 */
export function changeFilters(filters: EventFilters, change: Partial<EventFilters>): EventFilters {
  const next = { ...filters, ...change };
  if ('applicationId' in change && change.applicationId !== filters.applicationId) {
    next.dbInstanceId = change.dbInstanceId ?? null;
    next.dataPermissionId = change.dataPermissionId ?? null;
  } else if ('dbInstanceId' in change && change.dbInstanceId !== filters.dbInstanceId) {
    next.dataPermissionId = change.dataPermissionId ?? null;
  }
  return next;
}

/** Shows or hides one type; the types stay in their order (0 fire alarm … 4 reminder). */
export function toggleType(types: readonly number[], type: number): number[] {
  return types.includes(type) ? types.filter((t) => t !== type) : [...types, type].sort((a, b) => a - b);
}

/** The filters as event/export's body (queryPageList's without its paging); what is not chosen is left out. */
export function toExportRequest(filters: EventFilters): EventExportRequest {
  const request: EventExportRequest = {};
  if (filters.from) request.from = filters.from;
  if (filters.to) request.to = filters.to;
  if (filters.types.length > 0) request.types = [...filters.types];
  const active = yesNo(filters.active);
  if (active !== undefined) request.active = active;
  const acknowledged = yesNo(filters.acknowledged);
  if (acknowledged !== undefined) request.acknowledged = acknowledged;
  const resolved = yesNo(filters.resolved);
  if (resolved !== undefined) request.resolved = resolved;
  if (filters.applicationId) request.applicationId = filters.applicationId;
  if (filters.dbInstanceId) request.dbInstanceId = filters.dbInstanceId;
  if (filters.dataPermissionId) request.dataPermissionId = filters.dataPermissionId;
  const text = filters.text.trim();
  if (text) request.filter = text;
  return request;
}

/** The list's request for one page of the filtered events. */
export function toPageRequest(filters: EventFilters, page: number, pageSize: number): EventPageRequest {
  return { ...toExportRequest(filters), maxResultCount: pageSize, skipCount: (page - 1) * pageSize };
}
