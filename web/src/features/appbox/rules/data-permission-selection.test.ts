import { describe, expect, it } from 'vitest';
import { initialDataPermissions, isDataPermissionLocked, toggleDataPermission } from './data-permission-selection';

const available = ['A', 'B', 'C'];

describe('toggleDataPermission', () => {
  it('adds a code keeping the order of the available list', () => {
    expect(toggleDataPermission(['C'], 'A', available)).toEqual(['A', 'C']);
  });

  it('removes a code while others stay selected', () => {
    expect(toggleDataPermission(['A', 'B'], 'A', available)).toEqual(['B']);
  });

  it('refuses to remove the last selected code', () => {
    expect(toggleDataPermission(['B'], 'B', available)).toEqual(['B']);
  });

  it('ignores unknown codes', () => {
    expect(toggleDataPermission(['B', 'A'], 'Z', available)).toEqual(['A', 'B']);
  });
});

describe('isDataPermissionLocked', () => {
  it('locks the only selected code', () => {
    expect(isDataPermissionLocked(['A'], 'A')).toBe(true);
  });

  it('does not lock when several are selected or the code is not selected', () => {
    expect(isDataPermissionLocked(['A', 'B'], 'A')).toBe(false);
    expect(isDataPermissionLocked(['A'], 'B')).toBe(false);
  });
});

describe('initialDataPermissions', () => {
  it('keeps remembered codes that are still available', () => {
    expect(initialDataPermissions(available, ['C', 'X', 'A'])).toEqual(['A', 'C']);
  });

  it('falls back to all available codes', () => {
    expect(initialDataPermissions(available)).toEqual(available);
    expect(initialDataPermissions(available, ['X'])).toEqual(available);
    expect(initialDataPermissions(available, [])).toEqual(available);
  });
});
