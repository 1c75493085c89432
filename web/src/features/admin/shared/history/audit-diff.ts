/** One field of a recorded change as the history shows it. */
export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ') || '—';
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields a change touched: for an edit only those whose value differs, for a creation or a
 * deletion every field of the record. Ids of the record itself are left out as noise.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => field !== 'id');
  return fields
    .map((field) => ({ field, before: show(old[field]), after: show(now[field]) }))
    .filter((change) => change.before !== change.after);
}
