import { describe, expect, it } from 'vitest';
import { valuesDiffer } from './form-changed';

describe('valuesDiffer', () => {
  it('sees a typed or chosen value, also deep in a list', () => {
    expect(valuesDiffer({ name: 'Anna' }, { name: 'Anna K' })).toBe(true);
    expect(valuesDiffer({ rows: [{ code: 'A' }] }, { rows: [{ code: 'A' }, { code: '' }] })).toBe(true);
    expect(valuesDiffer({ enabled: true }, { enabled: false })).toBe(true);
  });

  it('takes a field registered without a value, key order and set order for no change', () => {
    expect(valuesDiffer({ name: 'Anna', roles: ['r1'] }, { roles: ['r1'], name: 'Anna', secret: undefined })).toBe(
      false,
    );
    expect(valuesDiffer({ ids: new Set(['b', 'a']) }, { ids: new Set(['a', 'b']) })).toBe(false);
  });

  it('sees a value typed and then taken back as no change', () => {
    expect(valuesDiffer({ name: '' }, { name: '' })).toBe(false);
  });
});
