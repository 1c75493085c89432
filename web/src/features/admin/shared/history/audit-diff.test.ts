import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only what an edit changed', () => {
    expect(
      changedFields(
        { id: 'u1', name: 'Anna', enabled: true, roleIds: ['r1'] },
        { id: 'u1', name: 'Anna', enabled: false, roleIds: ['r1', 'r2'] },
      ),
    ).toEqual([
      { field: 'enabled', before: 'true', after: 'false' },
      { field: 'roleIds', before: 'r1', after: 'r1, r2' },
    ]);
  });

  it('shows every field of a creation against nothing', () => {
    expect(changedFields(null, { id: 't1', tagName: 'Quality', order: 0 })).toEqual([
      { field: 'tagName', before: '—', after: 'Quality' },
      { field: 'order', before: '—', after: '0' },
    ]);
  });
});
